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
  /** Only calls with this HTTP method (`POST`, …): make a save fail, not the list around it. */
  method?: string
  /**
   * Only calls that carry this value in the `X-Sandbox-Client` header: one browser tab or test
   * meets the fault while others sharing the sandbox do not.
   */
  client?: string
}

/** The header that names a caller for faults meant only for it. */
export const sandboxClientHeader = 'X-Sandbox-Client'

export interface Faults {
  add(fault: Fault): void
  /**
   * The fault a call meets, if any: by its path, its client (if it names one) and its method.
   * It uses up one of the fault's times.
   */
  take(path: string, client?: string | null, method?: string): Fault | undefined
  /** Drops every fault, or only those of one client. */
  clear(client?: string): void
  list(): Fault[]
}

export function createFaults(): Faults {
  let pending: (Fault & { left: number })[] = []
  return {
    add(fault) {
      pending.push({ ...fault, left: Math.max(1, fault.times ?? 1) })
    },
    take(path, client, method) {
      const fault = pending.find(
        (candidate) =>
          (!candidate.path || path.includes(candidate.path)) &&
          (candidate.client === undefined || candidate.client === client) &&
          (candidate.method === undefined ||
            candidate.method.toUpperCase() === method?.toUpperCase()),
      )
      if (!fault) return undefined
      fault.left -= 1
      if (fault.left === 0) pending = pending.filter((candidate) => candidate !== fault)
      return fault
    },
    clear(client) {
      pending = client === undefined ? [] : pending.filter((fault) => fault.client !== client)
    },
    list: () => pending.map(({ left, ...fault }) => ({ ...fault, times: left })),
  }
}
