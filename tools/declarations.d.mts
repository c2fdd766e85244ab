/** tsup's entries (name → source under `src/`) as the declaration files TypeScript 7 wrote. */
export declare function declarationEntries(entry: Record<string, string>): Record<string, string>
