export declare const browserOptimizeDeps: { include: string[] }
export declare const browserConnectTimeout: number
