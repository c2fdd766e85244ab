import type { PageReport } from './lighthouse.d.mts'

export declare function median(values: number[]): number
export declare function seconds(ms: number): string
export declare function belowBudget(report: PageReport): string[]
export declare function describe(report: PageReport): string
