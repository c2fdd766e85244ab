export declare function packageOf(specifier: string): string | undefined
export declare function undeclaredImports(packageDir: string): Promise<Record<string, string[]>>
