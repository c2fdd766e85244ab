export declare const browserOptimizeDeps: { include: string[] }
