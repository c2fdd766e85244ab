/** Modules that the same lazy modules (their `users`) load, and their size in bytes of code. */
export interface ModuleGroup {
  users: Set<string>
  size: number
  modules: string[]
}

export interface MergeOptions {
  /** Shared code below this many bytes (as the caller measures a module) shares a chunk. */
  minSize: number
  /** A group up to this size may join the first load when nothing else loads it anyway. */
  firstLoadSize: number
  /** The modules a module's imports reach. */
  dependencies: (id: string) => Iterable<string>
  /** The modules of the first load. */
  firstLoad: ReadonlySet<string>
  /** How many lazy modules there are. */
  lazyCount: number
  /** How much a load of this lazy module counts: a page's more than a dialog's. */
  weight?: (lazy: string) => number
}

/**
 * Groups modules by the set of lazy modules that load them (what rolldown does by default),
 * then gives every group under `minSize` (whose request costs more than its bytes) the place
 * where it costs least: the fewest bytes that loads download without needing them, counted
 * through the chunks a chunk imports (a load brings every chunk its chunks import):
 * - another group (the two become one chunk, which every load of either brings);
 * - the first load, for a tiny group that imports nothing lazy (what every lazy route uses,
 *   like the router's `createLazyRoute`), counted as if the sign-in page downloaded it 20 times.
 * No merge closes a cycle of chunk imports: a module reading an import at its top level would
 * run before that import did. Answers the groups and the modules that join the first load.
 */
export function mergeGroups(
  modules: Iterable<{ id: string; users: ReadonlySet<string>; size: number }>,
  { minSize, firstLoadSize, dependencies, firstLoad, lazyCount, weight = () => 1 }: MergeOptions,
): { groups: ModuleGroup[]; toFirstLoad: string[] } {
  const byUsers = new Map<string, ModuleGroup>()
  for (const { id, users, size } of modules) {
    const key = [...users].sort().join('\n')
    const group = byUsers.get(key) ?? { users: new Set(users), size: 0, modules: [] }
    group.size += size
    group.modules.push(id)
    byUsers.set(key, group)
  }
  const groups = [...byUsers.values()]
  const groupOf = new Map<string, ModuleGroup>()
  for (const group of groups) for (const id of group.modules) groupOf.set(id, group)
  const edges = new Map<ModuleGroup, Set<ModuleGroup>>()
  /** Whether a group imports only the first load. */
  const leansOnFirstLoad = new Map<ModuleGroup, boolean>()
  for (const group of groups) {
    const targets = new Set<ModuleGroup>()
    let firstLoadOnly = true
    for (const id of group.modules) {
      for (const dependency of dependencies(id)) {
        const target = groupOf.get(dependency)
        if (target && target !== group) targets.add(target)
        if (!firstLoad.has(dependency) && target !== group) firstLoadOnly = false
      }
    }
    edges.set(group, targets)
    leansOnFirstLoad.set(group, firstLoadOnly)
  }
  /** Whether \`to\` can be reached from \`from\` other than by a direct import. */
  const reachesIndirectly = (from: ModuleGroup, to: ModuleGroup) => {
    const seen = new Set<ModuleGroup>()
    const queue = [...(edges.get(from) ?? [])].filter((next) => next !== to)
    while (queue.length > 0) {
      const at = queue.pop() as ModuleGroup
      if (at === to) return true
      if (seen.has(at)) continue
      seen.add(at)
      queue.push(...(edges.get(at) ?? []))
    }
    return false
  }

  /** The groups a group's chunk brings with it: itself and what it imports, transitively. */
  const closure = (group: ModuleGroup) => {
    const seen = new Set<ModuleGroup>([group])
    const queue = [...(edges.get(group) ?? [])]
    while (queue.length > 0) {
      const at = queue.pop() as ModuleGroup
      if (seen.has(at)) continue
      seen.add(at)
      queue.push(...(edges.get(at) ?? []))
    }
    return seen
  }
  /** Bytes downloaded by loads that did not need them: `loads` now also bring `brought`. */
  const extra = (loads: ReadonlySet<string>, brought: ReadonlySet<ModuleGroup>) => {
    let bytes = 0
    for (const group of brought) {
      for (const user of loads) if (!group.users.has(user)) bytes += group.size * weight(user)
    }
    return bytes
  }
  // What a chunk's users are: every load that brings it, through any chunk that imports it.
  for (const group of groups) {
    for (const reached of closure(group)) for (const user of group.users) reached.users.add(user)
  }

  const toFirstLoad: string[] = []
  const settled = new Set<ModuleGroup>()
  const remove = (group: ModuleGroup, into?: ModuleGroup) => {
    edges.delete(group)
    for (const [other, targets] of edges) {
      if (targets.delete(group) && into && other !== into) targets.add(into)
    }
    groups.splice(groups.indexOf(group), 1)
  }
  for (;;) {
    const small = groups
      .filter((group) => group.size < minSize && !settled.has(group))
      .sort((a, b) => a.size - b.size || (a.modules[0] ?? '').localeCompare(b.modules[0] ?? ''))[0]
    if (!small) return { groups, toFirstLoad }
    let best: ModuleGroup | undefined
    let bestCost = Number.POSITIVE_INFINITY
    if (small.size <= firstLoadSize && leansOnFirstLoad.get(small)) {
      bestCost = small.size * (lazyCount - small.users.size + 20)
    }
    const smallClosure = closure(small)
    for (const other of groups) {
      if (other === small) continue
      const cost = extra(small.users, closure(other)) + extra(other.users, smallClosure)
      if (cost < bestCost && !reachesIndirectly(small, other) && !reachesIndirectly(other, small)) {
        best = other
        bestCost = cost
      }
    }
    if (bestCost === Number.POSITIVE_INFINITY) {
      settled.add(small)
    } else if (!best) {
      toFirstLoad.push(...small.modules)
      remove(small)
    } else {
      const bestClosure = closure(best)
      for (const reached of bestClosure) for (const user of small.users) reached.users.add(user)
      for (const reached of smallClosure) for (const user of best.users) reached.users.add(user)
      best.size += small.size
      best.modules.push(...small.modules)
      const targets = edges.get(best) as Set<ModuleGroup>
      for (const target of edges.get(small) ?? []) targets.add(target)
      leansOnFirstLoad.set(best, Boolean(leansOnFirstLoad.get(best) && leansOnFirstLoad.get(small)))
      remove(small, best)
      targets.delete(small)
      targets.delete(best)
    }
  }
}
