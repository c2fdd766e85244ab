import { parseSync } from 'vite'

/** What the chunk plan needs to know of a module of the build's graph. */
export interface GraphModule {
  code: string | null
  /** Every name the module exports. */
  exports?: readonly string[]
  importedIds: readonly string[]
  dynamicallyImportedIds: readonly string[]
  dynamicImporters: readonly string[]
  isEntry: boolean
}

export type Graph = (id: string) => GraphModule | null

/** `'*'`: every export; `side`: imported for its side effects only. */
type Demand = string

const everything = '*'
const side = '\0side'
/** Marks a name passed on by `export *`: a module without it is not asked at all. */
const starred = '\0star:'

interface Facts {
  /** A module the reader could not map: taken whole, with all its imports. */
  whole: boolean
  /** It runs code of its own (not only imports and re-exports). */
  ownCode: boolean
  localExports: Set<string>
  /** Import declarations: the module and the names it takes (`*` for a namespace). */
  imports: { source: string; names: Demand[] }[]
  /** Exported name → where it comes from (a re-export, or an imported binding exported). */
  reexports: Map<string, { source: string; name: Demand }>
  /** `export * from`. */
  stars: string[]
}

const moduleDeclarations = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
])

/**
 * Reads a module's imports and exports with rolldown's parser and maps each request to the
 * module the build resolved it to (the build lists them in the order they appear). A module
 * whose requests do not line up (CommonJS, generated code) is taken whole.
 */
function readFacts(id: string, module: GraphModule): Facts {
  const facts: Facts = {
    whole: true,
    ownCode: true,
    localExports: new Set(),
    imports: [],
    reexports: new Map(),
    stars: [],
  }
  if (module.code === null || /\.(css|json)($|\?)/.test(id)) return facts
  let parsed: ReturnType<typeof parseSync>
  try {
    parsed = parseSync(
      id.replace(/\?.*$/, '').replace(/\.(tsx?|mjs|cjs|po)$/, '.js'),
      module.code,
      {
        sourceType: 'module',
      },
    )
  } catch {
    return facts
  }
  const { staticImports, staticExports } = parsed.module
  const requests = [
    ...staticImports.map((entry) => ({ at: entry.start, value: entry.moduleRequest.value })),
    ...staticExports.flatMap((statement) =>
      statement.entries.flatMap((entry) =>
        entry.moduleRequest ? [{ at: entry.start, value: entry.moduleRequest.value }] : [],
      ),
    ),
  ]
    .sort((a, b) => a.at - b.at)
    .map((request) => request.value)
  const unique = [...new Set(requests)]
  // Vite adds imports of its own helpers (the preload helper) after the code was read.
  const helpers = module.importedIds.filter((imported) => imported.startsWith('\0'))
  const importedIds =
    unique.length === module.importedIds.length
      ? module.importedIds
      : module.importedIds.filter((imported) => !imported.startsWith('\0'))
  if (unique.length !== importedIds.length) return facts
  const resolved = new Map(unique.map((request, index) => [request, importedIds[index]]))
  // A relative request must land on a file of its name, or the lists did not line up.
  for (const [request, target] of resolved) {
    const name = request
      .split('/')
      .at(-1)
      ?.replace(/\.\w+$/, '')
    if (request.startsWith('.') && name && !target?.includes(name)) return facts
  }
  const source = (request: string) => resolved.get(request) as string
  for (const helper of helpers) facts.imports.push({ source: helper, names: [everything] })

  const bindings = new Map<string, { source: string; name: Demand }>()
  for (const statement of staticImports) {
    const from = source(statement.moduleRequest.value)
    const names: Demand[] = []
    for (const entry of statement.entries) {
      if (entry.isType) continue
      const name =
        entry.importName.kind === 'NamespaceObject'
          ? everything
          : entry.importName.kind === 'Default'
            ? 'default'
            : (entry.importName.name ?? everything)
      names.push(name)
      bindings.set(entry.localName.value, { source: from, name })
    }
    facts.imports.push({ source: from, names: statement.entries.length === 0 ? [side] : names })
  }
  for (const statement of staticExports) {
    for (const entry of statement.entries) {
      if (entry.isType) continue
      const exported = entry.exportName.kind === 'Default' ? 'default' : entry.exportName.name
      if (entry.moduleRequest) {
        const from = source(entry.moduleRequest.value)
        if (entry.importName.kind === 'AllButDefault') facts.stars.push(from)
        else if (exported) {
          facts.reexports.set(exported, {
            source: from,
            name:
              entry.importName.kind === 'All' ? everything : (entry.importName.name ?? everything),
          })
        }
      } else if (exported) {
        const binding = entry.localName.name ? bindings.get(entry.localName.name) : undefined
        if (binding) facts.reexports.set(exported, binding)
        else facts.localExports.add(exported)
      }
    }
  }
  facts.ownCode = parsed.program.body.some(
    (statement) =>
      !moduleDeclarations.has(statement.type) ||
      (statement.type === 'ExportNamedDeclaration' && statement.declaration !== null) ||
      statement.type === 'ExportDefaultDeclaration',
  )
  facts.whole = false
  return facts
}

/**
 * Which modules a load starting from some modules really runs, the way tree shaking sees it at
 * the level of whole modules: a barrel file (`index.ts` that only re-exports) passes on only
 * the names asked of it, so importing one component from the kit does not reach the whole kit.
 * The build's own graph lists every module a barrel names, which reaches almost everything.
 */
export function moduleUsage(graph: Graph) {
  const cache = new Map<string, Facts>()
  const factsOf = (id: string) => {
    let facts = cache.get(id)
    if (!facts) {
      const module = graph(id)
      facts = module
        ? readFacts(id, module)
        : {
            whole: true,
            ownCode: false,
            localExports: new Set(),
            imports: [],
            reexports: new Map(),
            stars: [],
          }
      cache.set(id, facts)
    }
    return facts
  }

  /**
   * Walks demands (a module and a name it is asked for) through the modules: barrels pass each
   * name on to where it is defined, a module asked for one of its own names runs. `expand`
   * follows the imports of the modules that run (a whole load); without it the walk stops at
   * them (what one module's imports resolve to).
   */
  function walk(start: [string, Demand][], loaded: ReadonlySet<string>, expand: boolean) {
    const brought = new Set<string>()
    const run = new Set<string>()
    const asked = new Map<string, Set<Demand>>()
    const queue = [...start]
    const runModule = (id: string) => {
      if (run.has(id)) return
      run.add(id)
      if (expand) queue.push(...importsOf(id))
    }
    while (queue.length > 0) {
      const [id, asked_] = queue.pop() as [string, Demand]
      const fromStar = asked_.startsWith(starred)
      const name = fromStar ? asked_.slice(starred.length) : asked_
      if (loaded.has(id)) continue
      const facts = factsOf(id)
      if (fromStar && !provides(id, facts, name)) continue
      const seen = asked.get(id) ?? new Set<Demand>()
      if (seen.has(name) || seen.has(everything)) continue
      const first = seen.size === 0
      seen.add(name)
      asked.set(id, seen)
      brought.add(id)
      if (facts.whole) {
        runModule(id)
        continue
      }
      // Reached at all: what it imports for side effects runs too (styles, the theme).
      if (first) {
        for (const { source, names } of facts.imports) {
          if (names.includes(side)) queue.push([source, side])
        }
      }
      if (name === side) {
        runModule(id)
      } else if (name === everything) {
        if (facts.ownCode) runModule(id)
        for (const { source, name: from } of facts.reexports.values()) queue.push([source, from])
        for (const star of facts.stars) queue.push([star, everything])
      } else if (facts.localExports.has(name)) {
        runModule(id)
      } else if (facts.reexports.has(name)) {
        const { source, name: from } = facts.reexports.get(name) as { source: string; name: Demand }
        queue.push([source, from])
      } else if (facts.stars.length > 0) {
        // Each `export *` is asked; only the one that has the name passes it on.
        for (const star of facts.stars) queue.push([star, `${starred}${name}`])
      } else if (facts.ownCode && !fromStar) {
        // A name the reader did not find: the module runs, to be safe.
        runModule(id)
      }
    }
    return { brought, run }
  }

  /** Whether a module exports a name, itself or through a re-export. */
  function provides(id: string, facts: Facts, name: Demand) {
    if (facts.whole) return graph(id)?.exports?.includes(name) ?? true
    return facts.localExports.has(name) || facts.reexports.has(name) || facts.stars.length > 0
  }

  /** What a module's imports ask for: each import's names, or everything of a module read whole. */
  function importsOf(id: string): [string, Demand][] {
    const facts = factsOf(id)
    if (facts.whole) return (graph(id)?.importedIds ?? []).map((imported) => [imported, everything])
    return facts.imports.flatMap(({ source, names }) =>
      names.map((name): [string, Demand] => [source, name]),
    )
  }

  return {
    /**
     * The modules a load starting from `roots` brings (`brought`: the ones it runs, and the
     * barrels it passes through), leaving out the modules `loaded` already ran: their imports
     * ran with them. Barrels are walked again, as another load asks them for other names.
     */
    used: (roots: Iterable<string>, loaded: ReadonlySet<string> = new Set()) =>
      walk(
        [...roots].map((root): [string, Demand] => [root, everything]),
        loaded,
        true,
      ),
    /** The modules whose code a module's imports reach, through any barrel. */
    dependencies: (id: string) => walk(importsOf(id), new Set(), false).run,
  }
}
