import type { RouteEntry } from './route-tree.d.mts'

export interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
}

/** A portal build, read from its `dist`. */
export interface Build {
  dist: string
  manifest: Record<string, ManifestChunk>
  /** Module path (relative to the portal) → the chunk file it landed in. */
  modules: Record<string, string>
  /** Route name → locale → the file of that page's texts (apps/portal/vite/page-texts.ts). */
  pageTexts: Record<string, Record<string, string>>
  byFile: Map<string, ManifestChunk>
  /** gzip -9 size of a file of the build, in bytes. */
  gzip: (file: string) => number
  /** The chunk file of a module (relative to the portal). */
  chunkOf: (module: string) => string
}

export interface FirstLoad {
  route: RouteEntry
  /** JS, CSS and texts files, heaviest first. */
  files: { file: string; bytes: number }[]
  bytes: number
}

export declare const distDir: string
export declare function readBuild(dist?: string): Build
export declare function routeFirstLoads(build: Build): FirstLoad[]
export declare function smallSharedChunks(
  build: Build,
  limit: number,
): { file: string; bytes: number }[]
export declare function kb(bytes: number): string
