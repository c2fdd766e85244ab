import type { MonitoringCriticality, MonitoringRow } from '@platform/sdk'

interface CheckCounts {
  up: number
  down: number
}

interface MonitoringOverview extends CheckCounts {
  total: number
  byCriticality: Record<MonitoringCriticality, CheckCounts>
}

/** How many checks work and how many do not, overall and at each criticality. */
export function summarize(rows: readonly Pick<MonitoringRow, 'status' | 'critical'>[]) {
  const overview: MonitoringOverview = {
    total: rows.length,
    up: 0,
    down: 0,
    byCriticality: { 1: { up: 0, down: 0 }, 2: { up: 0, down: 0 }, 3: { up: 0, down: 0 } },
  }
  for (const row of rows) {
    overview[row.status] += 1
    overview.byCriticality[row.critical][row.status] += 1
  }
  return overview
}

/** A share in whole percent, for the bars; an empty total is 0. */
export const percent = (part: number, total: number) =>
  total === 0 ? 0 : Math.round((part / total) * 100)
