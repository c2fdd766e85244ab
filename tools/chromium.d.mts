export declare const chromiumArgs: readonly string[]
export declare function findChromium(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string
export declare const unseenBrowserParts: string
export declare function chromiumLaunchOptions(): {
  executablePath: string
  args: string[]
  env: Record<string, string | undefined>
}
