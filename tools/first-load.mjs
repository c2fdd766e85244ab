// What the browser fetches for a page's first load, read from the portal's build: Vite's
// manifest (each chunk's static imports and style sheets) and the portal's module map (which
// chunk each module landed in), along the route tree, with the page's file of texts. Sizes are
// gzip -9 of JS, CSS and texts.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { lazyChain, pages, portalDir, readRouteTree } from './route-tree.mjs'

/** @typedef {import('./first-load.d.mts').Build} Build */
/** @typedef {import('./first-load.d.mts').FirstLoad} FirstLoad */

export const distDir = join(portalDir, 'dist')

/** The catalogs every page loads at start, in Russian: the shell's and the kit's. */
const shellCatalogs = ['src/locales/ru/shell.po', '../../packages/ui/src/locales/ru/messages.ts']

/**
 * The file of texts a page loads beside its code, in Russian (apps/portal/vite/page-texts.ts);
 * none for sign-in, which shows the shell's texts only.
 * @param {Build} build
 * @param {import('./route-tree.d.mts').RouteEntry} route
 * @returns {string[]}
 */
function pageTextsOf(build, route) {
  if (route.name === 'Auth' || !route.name) return []
  const file = build.pageTexts[route.name]?.ru
  if (!file) throw new Error(`The build has no texts for ${route.name}`)
  return [file]
}

/**
 * @param {string} [dist]
 * @returns {Build}
 */
export function readBuild(dist = distDir) {
  const manifestPath = join(dist, '.vite/manifest.json')
  const modulesPath = join(dist, '.vite/modules.json')
  const pageTextsPath = join(dist, '.vite/page-texts.json')
  if (!existsSync(manifestPath) || !existsSync(modulesPath) || !existsSync(pageTextsPath)) {
    throw new Error(`No portal build in ${dist}: run npm run build -w @platform/portal first.`)
  }
  /** @type {Record<string, import('./first-load.d.mts').ManifestChunk>} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  /** @type {Record<string, string>} */
  const modules = JSON.parse(readFileSync(modulesPath, 'utf8'))
  /** @type {Record<string, Record<string, string>>} */
  const pageTexts = JSON.parse(readFileSync(pageTextsPath, 'utf8')).files
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
  /** @type {Map<string, number>} */
  const sizes = new Map()
  const gzip = (/** @type {string} */ file) => {
    let size = sizes.get(file)
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
      sizes.set(file, size)
    }
    return size
  }
  /** @param {string} module */
  const chunkOf = (module) => {
    const file = manifest[module]?.file ?? modules[module]
    if (!file) throw new Error(`${module} is in no chunk of the build`)
    return file
  }
  return { dist, manifest, modules, pageTexts, byFile, gzip, chunkOf }
}

/**
 * The files a load starting from `chunks` fetches: each chunk with its static imports and
 * their style sheets, heaviest first.
 * @param {Build} build
 * @param {readonly string[]} chunks
 */
function filesOf(build, chunks) {
  /** @type {Set<string>} */
  const files = new Set()
  const visit = (/** @type {string} */ file) => {
    if (files.has(file)) return
    files.add(file)
    const chunk = build.byFile.get(file)
    for (const css of chunk?.css ?? []) files.add(css)
    for (const key of chunk?.imports ?? []) {
      const imported = build.manifest[key]
      if (imported) visit(imported.file)
    }
  }
  for (const chunk of chunks) visit(chunk)
  return [...files]
    .filter((file) => /\.(js|css|json)$/.test(file))
    .map((file) => ({ file, bytes: build.gzip(file) }))
    .sort((a, b) => b.bytes - a.bytes)
}

/**
 * The first load of every page of the route tree: the entry, the page's lazy layout and page
 * chunks, the catalogs it starts with, and its texts (see `pageTextsOf`).
 * @param {Build} build
 * @returns {FirstLoad[]}
 */
export function routeFirstLoads(build) {
  const routes = readRouteTree()
  const entry = build.manifest['index.html']
  if (!entry) throw new Error('index.html is not in the build manifest')
  return pages(routes).map((route) => {
    const files = filesOf(build, [
      entry.file,
      ...[...lazyChain(routes, route), ...shellCatalogs].map(build.chunkOf),
      ...pageTextsOf(build, route),
    ])
    return { route, files, bytes: files.reduce((sum, { bytes }) => sum + bytes, 0) }
  })
}

/**
 * JS chunks under `limit` bytes gzip that no `import()` asks for by name: the small shared
 * pieces whose requests cost more than their bytes. A lazy route or part may be small.
 * @param {Build} build
 * @param {number} limit
 */
export function smallSharedChunks(build, limit) {
  return Object.values(build.manifest)
    .filter((chunk) => chunk.file.endsWith('.js') && !chunk.isDynamicEntry && !chunk.isEntry)
    .map((chunk) => ({ file: chunk.file, bytes: build.gzip(chunk.file) }))
    .filter(({ bytes }) => bytes < limit)
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
