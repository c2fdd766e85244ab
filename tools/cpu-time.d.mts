export declare function childCpuSeconds(stat?: string): number | undefined
