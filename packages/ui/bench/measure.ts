import { cdp } from 'vitest/browser'

/** One top-level task of the main thread: its wall time and the CPU time it really used. */
export interface Task {
  wall: number
  cpu: number
}

interface TraceEvent {
  name: string
  dur?: number
  tdur?: number
}

interface TracingSession {
  send(method: string, params?: object): Promise<unknown>
  on(event: string, listener: (payload: { value?: TraceEvent[] }) => void): void
  off(event: string, listener: (payload: { value?: TraceEvent[] }) => void): void
}

/**
 * Records Chromium's performance trace around `work` and returns the main thread's tasks. On a
 * busy machine the wall time of a task grows while the machine serves others; its CPU time
 * (the trace's thread duration) is what the page itself spent, so both are kept.
 */
export async function traceTasks(work: () => Promise<void>): Promise<Task[]> {
  const session = cdp() as unknown as TracingSession
  const events: TraceEvent[] = []
  const collect = (payload: { value?: TraceEvent[] }) => events.push(...(payload.value ?? []))
  let finish = () => {}
  const complete = new Promise<void>((resolve) => {
    finish = resolve
  })
  const onComplete = () => finish()
  // The first call opens the page's CDP session; listeners added before it may land on
  // another session and never hear the trace.
  await session.send('Tracing.getCategories')
  session.on('Tracing.dataCollected', collect)
  session.on('Tracing.tracingComplete', onComplete)
  await session.send('Tracing.start', {
    categories: 'disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  })
  try {
    await work()
  } finally {
    await session.send('Tracing.end')
    await complete
    session.off('Tracing.dataCollected', collect)
    session.off('Tracing.tracingComplete', onComplete)
  }
  return events
    .filter((event) => event.name === 'RunTask' && event.dur !== undefined)
    .map((event) => ({ wall: (event.dur ?? 0) / 1000, cpu: (event.tdur ?? event.dur ?? 0) / 1000 }))
}

export const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))

/** Waits, frame after frame, until `check` holds; the time it took, in ms. */
export async function timeUntil(check: () => boolean, limit = 30_000): Promise<number> {
  const start = performance.now()
  while (!check()) {
    if (performance.now() - start > limit) throw new Error('The table never got there.')
    await nextFrame()
  }
  return performance.now() - start
}

/** The longest task by wall time and by CPU time. */
export function longest(tasks: Task[]): Task {
  return {
    wall: Math.max(0, ...tasks.map((task) => task.wall)),
    cpu: Math.max(0, ...tasks.map((task) => task.cpu)),
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** The machine's load average when the benchmark started (1, 5 and 15 minutes). */
declare const __BENCH_LOAD_AVERAGE__: string
export const loadAverage = __BENCH_LOAD_AVERAGE__
