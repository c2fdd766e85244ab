/** tsup's entries (name → source under `src/`) as the declaration files TypeScript 7 wrote. */
export declare function declarationEntries(entry: Record<string, string>): Record<string, string>
/** Writes the declarations of every module of the package's `src` into its `.types/`. */
export declare function emitDeclarations(packageDir: string): number
