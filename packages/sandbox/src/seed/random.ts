/** A small seeded PRNG (mulberry32): the same seed gives the same data on every machine. */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max]. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  /** Whether an event with this probability happens. */
  chance(probability: number): boolean
  /** A UUID (version 4 layout) made of seeded bits, stable across runs. */
  uuid(): string
  /** `count` distinct items. */
  sample<T>(items: readonly T[], count: number): T[]
  digits(count: number): string
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const hex = (count: number) =>
    Array.from({ length: count }, () => int(0, 15).toString(16)).join('')
  const random: Random = {
    next,
    int,
    pick: (items) => {
      const item = items[int(0, items.length - 1)]
      if (item === undefined) throw new RangeError('pick from an empty list')
      return item
    },
    chance: (probability) => next() < probability,
    uuid: () =>
      `${hex(8)}-${hex(4)}-4${hex(3)}-${random.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
    sample: (items, count) => {
      const pool = [...items]
      const out: (typeof items)[number][] = []
      while (out.length < count && pool.length)
        out.push(pool.splice(int(0, pool.length - 1), 1)[0] as (typeof items)[number])
      return out
    },
    digits: (count) => Array.from({ length: count }, () => int(0, 9)).join(''),
  }
  return random
}
