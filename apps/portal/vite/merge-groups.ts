/** Modules that the same lazy modules (their `users`) load, and their size in bytes of code. */
export interface ModuleGroup {
  users: Set<string>
  size: number
  modules: string[]
}

function contains(outer: ReadonlySet<string>, inner: ReadonlySet<string>) {
  for (const user of inner) if (!outer.has(user)) return false
  return true
}

/** Bytes that loads download without needing them once `a` and `b` are one chunk. */
function waste(a: ModuleGroup, b: ModuleGroup) {
  let onlyA = 0
  let onlyB = 0
  for (const user of a.users) if (!b.users.has(user)) onlyA++
  for (const user of b.users) if (!a.users.has(user)) onlyB++
  return a.size * onlyB + b.size * onlyA
}

export interface MergeOptions {
  /** Shared code below this many bytes of source shares a chunk. */
  minSize: number
  /** A group up to this size may join the first load when nothing else loads it anyway. */
  firstLoadSize: number
  /** The modules a module's imports reach. */
  dependencies: (id: string) => Iterable<string>
  /** The modules of the first load. */
  firstLoad: ReadonlySet<string>
  /** How many lazy modules there are. */
  lazyCount: number
}

/**
 * Groups modules by the set of lazy modules that load them (what rolldown does by default),
 * then gives every group under `minSize` a place where its chunk costs less than a request:
 * - a bigger group that every load of the small one loads anyway (its users contain the small
 *   one's), the one that the fewest other loads download;
 * - the first load, for a tiny group that imports nothing lazy (what every lazy route uses,
 *   like the router's `createLazyRoute`), counted as if the sign-in page downloaded it 20 times;
 * - another small group, when both together stay small.
 * No merge closes a cycle of chunk imports: a module reading an import at its top level would
 * run before that import did. Answers the groups and the modules that join the first load.
 */
export function mergeGroups(
  modules: Iterable<{ id: string; users: ReadonlySet<string>; size: number }>,
  { minSize, firstLoadSize, dependencies, firstLoad, lazyCount }: MergeOptions,
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
    for (const other of groups) {
      if (other === small) continue
      const superset = contains(other.users, small.users)
      if (!superset && other.size + small.size > minSize) continue
      const cost = waste(small, other)
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
      for (const user of small.users) best.users.add(user)
      best.size += small.size
      best.modules.push(...small.modules)
      const targets = edges.get(best) as Set<ModuleGroup>
      for (const target of edges.get(small) ?? []) targets.add(target)
      targets.delete(small)
      leansOnFirstLoad.set(best, Boolean(leansOnFirstLoad.get(best) && leansOnFirstLoad.get(small)))
      remove(small, best)
      targets.delete(best)
    }
  }
}
