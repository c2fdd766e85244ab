import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { minifySync, type Plugin } from 'vite'
import { readRouteTree } from '../../../tools/route-tree.mjs'
import { mergeGroups } from './merge-groups.ts'
import { type Graph, moduleUsage } from './module-usage.ts'

const portalDir = fileURLToPath(new URL('..', import.meta.url))
const vendor = /[\\/]node_modules[\\/]/
/** Rolldown's runtime helpers: with the framework, which every chunk imports anyway. */
/** vanilla-extract's style modules and the CSS they emit. */
const style = /\.css\.ts($|\?|\.vanilla\.css)/
const runtime = /^\0?rolldown[\\/]runtime\.js$/
/** The catalogs the shell loads together at start: the portal's shell texts and the kit's. */
const shellCatalog =
  /[\\/](?:apps[\\/]portal[\\/]src[\\/]locales[\\/](\w+)[\\/]shell\.po|packages[\\/]ui[\\/]src[\\/]locales[\\/](\w+)[\\/]messages\.ts)$/

/**
 * Shared code under this many bytes (comments and spaces left out: see `codeSize`, about 2 KB
 * once minified and gzipped) shares a chunk. Measured over the whole route tree: 13 000 to
 * 16 000 give the same plan, the heaviest page 319.9 KB, at most 28 files, and no shared chunk
 * under 2 KB gzip but the route error's and rolldown's helpers; 18 000 gives 327.3 KB in 26.
 * (Counted in bytes of source, comments included, the plan moved with a comment: a longer
 * explanation in one date helper added 8 KB to the heaviest page and 170 KB over all pages.)
 */
const minGroupSize = 15_000

/**
 * How much the bytes a lazy part that is no page (a dialog, a hidden tab, a field's control)
 * downloads without needing them count against a page's. A part opens from a page that has
 * loaded already, so what it shares with that page is mostly in the cache by then. Measured
 * over the whole route tree (decision 0012): 1 gives the heaviest page 329.7 KB, at most 34
 * files (11 821 KB over every page); 0.2 gives 323.1 KB (11 755 KB); 0.05 gives 319.9 KB, at
 * most 28 files (11 516 KB); 0.01 gives 325.1 KB (11 580 KB).
 */
const partWeight = 0.05

/**
 * A module's code without its comments and spaces: what the plan weighs should move only when
 * the code does. Names are kept, as in the source; a module that cannot be read so counts whole.
 */
function codeSize(id: string, code: string | null | undefined): number {
  if (!code) return 0
  const { code: bare, errors } = minifySync(id, code, { compress: false, mangle: false })
  return errors.length > 0 ? code.length : bare.length
}

/**
 * V8's explicit compile hint (Chromium 136 and later; a plain comment elsewhere): it compiles
 * every function of the file on a background thread while the file downloads, instead of
 * pausing the page to compile each function the first time it runs. Meant for files whose
 * functions nearly all run on load: the first load's two chunks. Measured on the sign-in page
 * (decision 0012): the entry's evaluation, median of 5, 167 ms to 111 ms unthrottled.
 */
export const compileHint = '//# allFunctionsCalledOnLoad'

/** Whether a chunk is one of the first load's: the entry (the app's code) or the framework. */
const firstLoadChunk = (chunk: { name: string; isEntry: boolean }) =>
  chunk.isEntry || chunk.name === 'framework'

/** Where the module map is written: the size budgets read it beside Vite's manifest. */
const moduleMapFile = '.vite/modules.json'

/** The chunk each grouped module goes to; the others stay with the lazy module that uses them. */
type ChunkPlan = Map<string, string>

/**
 * Decides the groups from what each load really runs (see `moduleUsage`):
 * - `framework`: the libraries of the first load (React, the router, Query, the react-aria
 *   parts the sign-in form uses, Lingui), one file that changes only when they do;
 * - `app`: the portal's own code of the first load (entry, shell, frame, the sign-in page) and
 *   its one style sheet;
 * - `texts-<locale>`: the shell's and the kit's catalogs, which always load together;
 * - every lazy layout, page or part keeps its own chunk with what only it uses;
 * - what several of them use goes to the chunk of their area: the layout their routes sit in
 *   (`profile`, `platform`, `accesses`, `auth`, `law`), `shell` for the shell's lazy parts, and
 *   `shared` for what several areas use.
 */
function planChunks(graph: Graph, ids: readonly string[]): ChunkPlan {
  const plan: ChunkPlan = new Map()
  const { used, dependencies } = moduleUsage(graph)
  const { brought: firstLoad, run: firstRun } = used(ids.filter((id) => graph(id)?.isEntry))

  const routes = readRouteTree()
  const byVariable = new Map(routes.map((route) => [route.variable, route]))
  const routeArea = new Map<string, string>()
  for (const route of routes) {
    let layout = route
    while (layout.parent && byVariable.has(layout.parent)) {
      layout = byVariable.get(layout.parent) as typeof route
    }
    if (route.lazyModule) {
      routeArea.set(join(portalDir, route.lazyModule), layout.id ?? layout.variable)
    }
  }

  // Every lazy module a load can reach, and for each module outside the first load, the lazy
  // modules whose loads run it.
  const reachedBy = new Map<string, Set<string>>()
  const lazyEntries = new Set<string>()
  const pending = [...firstLoad].flatMap((id) => graph(id)?.dynamicallyImportedIds ?? [])
  while (pending.length > 0) {
    const lazy = pending.pop() as string
    if (lazyEntries.has(lazy) || firstRun.has(lazy)) continue
    lazyEntries.add(lazy)
    for (const id of used([lazy], firstRun).brought) {
      if (firstLoad.has(id)) continue
      const by = reachedBy.get(id) ?? new Set<string>()
      by.add(lazy)
      reachedBy.set(id, by)
      pending.push(...(graph(id)?.dynamicallyImportedIds ?? []))
    }
  }

  // A lazy part that is no route belongs to the areas of what imports it (the first load's
  // lazy parts to `shell`), repeated until nothing changes, as lazy parts import lazy parts.
  const areas = new Map<string, Set<string>>()
  for (const lazy of lazyEntries) {
    const area = routeArea.get(lazy)
    areas.set(lazy, new Set(area ? [area] : []))
  }
  for (let changed = true; changed; ) {
    changed = false
    for (const lazy of lazyEntries) {
      if (routeArea.has(lazy)) continue
      const own = areas.get(lazy) as Set<string>
      for (const importer of graph(lazy)?.dynamicImporters ?? []) {
        const owners = firstLoad.has(importer)
          ? ['shell']
          : [...(reachedBy.get(importer) ?? [])].flatMap((owner) => [...(areas.get(owner) ?? [])])
        for (const area of owners) {
          if (!own.has(area)) {
            own.add(area)
            changed = true
          }
        }
      }
    }
  }

  const shared: { id: string; users: Set<string>; size: number }[] = []
  for (const id of ids) {
    const catalog = shellCatalog.exec(id)
    if (catalog) plan.set(id, `texts-${catalog[1] ?? catalog[2]}`)
    else if (firstLoad.has(id)) plan.set(id, vendor.test(id) ? 'framework' : 'app')
    // The styles of every lazy module: one small sheet (about 8 KB) instead of one per chunk.
    else if (style.test(id)) plan.set(id, 'styles')
    else if (!lazyEntries.has(id)) {
      const users = reachedBy.get(id)
      if (users && users.size > 1) shared.push({ id, users, size: codeSize(id, graph(id)?.code) })
    }
  }
  const { groups, toFirstLoad } = mergeGroups(shared, {
    minSize: minGroupSize,
    firstLoadSize: 1_500,
    dependencies,
    firstLoad,
    lazyCount: lazyEntries.size,
    weight: (lazy) => (routeArea.has(lazy) ? 1 : partWeight),
  })
  for (const id of toFirstLoad) plan.set(id, vendor.test(id) ? 'framework' : 'app')
  const names = new Map<string, number>()
  for (const group of groups) {
    const owners = [...new Set([...group.users].flatMap((lazy) => [...(areas.get(lazy) ?? [])]))]
    const area = owners.length === 1 ? (owners[0] as string) : 'shared'
    const count = (names.get(area) ?? 0) + 1
    names.set(area, count)
    for (const id of group.modules) plan.set(id, count === 1 ? area : `${area}-${count}`)
  }
  return plan
}

/**
 * The portal's chunks (see `planChunks`) instead of rolldown's default, a chunk for every set
 * of modules the same importers share, which made the sign-in page 111 files.
 */
export function portalChunks(): Plugin {
  let plan: ChunkPlan = new Map()
  return {
    name: 'portal-chunks',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: (id: string) => (runtime.test(id) ? 'framework' : (plan.get(id) ?? null)),
                  debugName: 'portal',
                  test: (id: string) => runtime.test(id) || plan.has(id),
                  // A group's modules come with their imports by default: through a barrel
                  // file that would be modules of other chunks.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      plan = planChunks((id) => this.getModuleInfo(id), [...this.getModuleIds()])
    },
    generateBundle: {
      // After Vite's own, which puts the list of preloads before a chunk's first line: the
      // compile hint must be the file's first.
      order: 'post',
      handler(_options, bundle) {
        // Which chunk each of the portal's modules landed in: Vite's manifest names only the
        // modules a chunk is named after, and grouped modules are not.
        const modules: Record<string, string> = {}
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue
          for (const id of output.moduleIds) {
            if (!id.startsWith('\0')) {
              modules[relative(portalDir, id.split('?')[0] as string)] = output.fileName
            }
          }
          if (firstLoadChunk(output)) {
            output.code = `${compileHint}\n${output.code}`
            // Every line of the code moved down one: so does every line of its source map.
            if (output.map) output.map.mappings = `;${output.map.mappings}`
            const map = bundle[`${output.fileName}.map`]
            if (map?.type === 'asset') {
              const parsed = JSON.parse(String(map.source)) as { mappings: string }
              map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` })
            }
          }
        }
        this.emitFile({ type: 'asset', fileName: moduleMapFile, source: JSON.stringify(modules) })
      },
    },
  }
}
