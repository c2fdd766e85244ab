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

/**
 * Groups modules by the set of lazy modules that load them (what rolldown does by default),
 * then merges every group under `minSize` into the group it costs least to share a chunk with:
 * the fewest bytes downloaded by loads that do not need them. Small groups are the many tiny
 * chunks whose requests cost more than their bytes. Two rules keep the chunks sound:
 * - a group big enough to stand alone never reaches new loads: a small one joins it only where
 *   it loads anyway (its users contain the small one's);
 * - no merge closes a cycle of chunk imports (`dependencies`: the modules a module's imports
 *   reach): a module reading an import at its top level would run before that import did.
 */
export function mergeGroups(
  modules: Iterable<{ id: string; users: ReadonlySet<string>; size: number }>,
  minSize: number,
  dependencies: (id: string) => Iterable<string>,
): ModuleGroup[] {
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
  for (const group of groups) {
    const targets = new Set<ModuleGroup>()
    for (const id of group.modules) {
      for (const dependency of dependencies(id)) {
        const target = groupOf.get(dependency)
        if (target && target !== group) targets.add(target)
      }
    }
    edges.set(group, targets)
  }
  /** Whether `to` can be reached from `from` other than by a direct import. */
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

  const settled = new Set<ModuleGroup>()
  for (;;) {
    const small = groups
      .filter((group) => group.size < minSize && !settled.has(group))
      .sort((a, b) => a.size - b.size || (a.modules[0] ?? '').localeCompare(b.modules[0] ?? ''))[0]
    if (!small) return groups
    let best: ModuleGroup | undefined
    let bestWaste = Number.POSITIVE_INFINITY
    for (const other of groups) {
      if (other === small || (other.size >= minSize && !contains(other.users, small.users))) {
        continue
      }
      const cost = waste(small, other)
      if (
        cost < bestWaste &&
        !reachesIndirectly(small, other) &&
        !reachesIndirectly(other, small)
      ) {
        best = other
        bestWaste = cost
      }
    }
    if (!best) {
      settled.add(small)
      continue
    }
    for (const user of small.users) best.users.add(user)
    best.size += small.size
    best.modules.push(...small.modules)
    const merged = best
    const targets = edges.get(merged) as Set<ModuleGroup>
    for (const target of edges.get(small) ?? []) if (target !== merged) targets.add(target)
    edges.delete(small)
    for (const targetsOfOther of edges.values()) {
      if (targetsOfOther.delete(small) && targetsOfOther !== targets) targetsOfOther.add(merged)
    }
    targets.delete(merged)
    groups.splice(groups.indexOf(small), 1)
  }
}
