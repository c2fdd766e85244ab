import type { Page } from '@playwright/test'

/** One top-level task of the page's main thread: its wall time and its own CPU time, in ms. */
export interface Task {
  wall: number
  cpu: number
}

/** What the trace says of an event (its members come as loosely typed values). */
interface TraceEvent {
  name?: unknown
  dur?: unknown
  tdur?: unknown
}

/**
 * Chromium's performance trace around `work`: the page's main-thread tasks. On a busy machine
 * a task's wall time grows while the machine serves others; its CPU time is what the page
 * spent, so both are kept.
 */
export async function traceTasks(page: Page, work: () => Promise<void>): Promise<Task[]> {
  const session = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  session.on('Tracing.dataCollected', ({ value }) => events.push(...value))
  const complete = new Promise<void>((resolve) =>
    session.once('Tracing.tracingComplete', () => resolve()),
  )
  await session.send('Tracing.start', {
    categories: 'disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  })
  try {
    await work()
  } finally {
    await session.send('Tracing.end')
    await complete
    await session.detach()
  }
  return events
    .filter((event) => event.name === 'RunTask' && typeof event.dur === 'number')
    .map((event) => {
      const wall = Number(event.dur) / 1000
      return { wall, cpu: typeof event.tdur === 'number' ? event.tdur / 1000 : wall }
    })
}

/** The longest task by wall time and by CPU time. */
export const longest = (tasks: Task[]): Task => ({
  wall: Math.max(0, ...tasks.map((task) => task.wall)),
  cpu: Math.max(0, ...tasks.map((task) => task.cpu)),
})

export const ms = (value: number) => `${value.toFixed(0)} ms`
