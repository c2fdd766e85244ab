import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { childCpuSeconds } from './cpu-time.mjs'

describe('childCpuSeconds', () => {
  it('reads cutime and cstime of a stat line whose command name holds spaces', () => {
    const stat = '4242 (node a) b) S 1 4242 4242 0 -1 4194560 100 200 0 0 50 60 1234 567 20 0'
    expect(childCpuSeconds(stat)).toBe(18.01)
  })

  it('is undefined for a line it cannot read', () => {
    expect(childCpuSeconds('garbage')).toBeUndefined()
  })

  // The child is busy until it has used 0.1 s of CPU: on a shared machine that can take many
  // times as long on the clock, hence the test's own time limit.
  it.runIf(process.platform === 'linux')(
    'grows by what a finished child spent',
    () => {
      const before = childCpuSeconds() ?? Number.NaN
      spawnSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 100_000);'])
      expect((childCpuSeconds() ?? Number.NaN) - before).toBeGreaterThanOrEqual(0.09)
    },
    60_000,
  )
})
