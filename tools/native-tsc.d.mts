/** The path of TypeScript 7's `tsc` script (the native compiler). */
export declare const nativeTsc: string
