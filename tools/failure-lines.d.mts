export declare function failureLines(output: string): string[]
