/** A failure the next calls meet, for trying error screens and retries. */
export interface Fault {
  /**
   * `network`: no answer at all; `server`: a 500; `malformed`: a 200 whose body is not JSON;
   * `slow`: the real answer after `delayMs`.
   */
  type: 'network' | 'server' | 'malformed' | 'slow'
  /** How many calls meet it. @default 1 */
  times?: number
  /** For `slow`. @default 3000 */
  delayMs?: number
  /** Only calls whose API path contains this text (for example `/ui/project/info`). */
  path?: string
}

export interface Faults {
  add(fault: Fault): void
  /** The fault the call to this path meets, if any; it uses up one of its times. */
  take(path: string): Fault | undefined
  clear(): void
  list(): Fault[]
}

export function createFaults(): Faults {
  let pending: (Fault & { left: number })[] = []
  return {
    add(fault) {
      pending.push({ ...fault, left: Math.max(1, fault.times ?? 1) })
    },
    take(path) {
      const fault = pending.find((candidate) => !candidate.path || path.includes(candidate.path))
      if (!fault) return undefined
      fault.left -= 1
      if (fault.left === 0) pending = pending.filter((candidate) => candidate !== fault)
      return fault
    },
    clear() {
      pending = []
    },
    list: () => pending.map(({ left, ...fault }) => ({ ...fault, times: left })),
  }
}
