// What the browser fetches for a page's first load, read from the portal's build: Vite's
// manifest (each chunk's static imports and style sheets) and the portal's module map (which
// chunk each module landed in), along the route tree. Sizes are gzip -9 of JS and CSS.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { lazyChain, pages, portalDir, readRouteTree } from './route-tree.mjs'

/** @typedef {import('./first-load.d.mts').Build} Build */
/** @typedef {import('./first-load.d.mts').FirstLoad} FirstLoad */

export const distDir = join(portalDir, 'dist')

/**
 * The catalogs a page loads at start, in Russian: the shell's and the kit's, then the app's,
 * and for the administration layout's pages (`id: 'platform'`) the administration's.
 */
const shellCatalogs = ['src/locales/ru/shell.po', '../../packages/ui/src/locales/ru/messages.ts']
const appCatalog = 'src/locales/ru/messages.po'
const adminCatalog = 'src/locales/ru/admin.po'
const adminLayout = 'platform'

/**
 * The catalogs `route` starts with.
 * @param {import('./route-tree.d.mts').RouteEntry[]} routes
 * @param {import('./route-tree.d.mts').RouteEntry} route
 */
function catalogsOf(routes, route) {
  if (route.name === 'Auth') return shellCatalogs
  const byVariable = new Map(routes.map((entry) => [entry.variable, entry]))
  let layout = route
  while (layout.parent && byVariable.has(layout.parent)) {
    layout = /** @type {typeof route} */ (byVariable.get(layout.parent))
  }
  return layout.id === adminLayout
    ? [...shellCatalogs, appCatalog, adminCatalog]
    : [...shellCatalogs, appCatalog]
}

/**
 * @param {string} [dist]
 * @returns {Build}
 */
export function readBuild(dist = distDir) {
  const manifestPath = join(dist, '.vite/manifest.json')
  const modulesPath = join(dist, '.vite/modules.json')
  if (!existsSync(manifestPath) || !existsSync(modulesPath)) {
    throw new Error(`No portal build in ${dist}: run npm run build -w @platform/portal first.`)
  }
  /** @type {Record<string, import('./first-load.d.mts').ManifestChunk>} */
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  /** @type {Record<string, string>} */
  const modules = JSON.parse(readFileSync(modulesPath, 'utf8'))
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
  return { dist, manifest, modules, byFile, gzip, chunkOf }
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
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => ({ file, bytes: build.gzip(file) }))
    .sort((a, b) => b.bytes - a.bytes)
}

/**
 * The first load of every page of the route tree: the entry, the page's lazy layout and page
 * chunks, and the catalogs it starts with (see `catalogsOf`).
 * @param {Build} build
 * @returns {FirstLoad[]}
 */
export function routeFirstLoads(build) {
  const routes = readRouteTree()
  const entry = build.manifest['index.html']
  if (!entry) throw new Error('index.html is not in the build manifest')
  return pages(routes).map((route) => {
    const catalogs = catalogsOf(routes, route)
    const files = filesOf(build, [
      entry.file,
      ...[...lazyChain(routes, route), ...catalogs].map(build.chunkOf),
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
