import type { ProviderSyncDetails } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { syncStatusView, workTimeOf } from './sync-status'

const never: ProviderSyncDetails = {
  status: 'disabled',
  success: null,
  error: null,
  nextAt: null,
  createdAt: null,
  completedAt: null,
}

const finished: ProviderSyncDetails = {
  status: 'success',
  success: 1248,
  error: 3,
  nextAt: '2026-11-21T12:00:00Z',
  createdAt: '2026-11-21T06:00:00Z',
  completedAt: '2026-11-21T06:14:37Z',
}

describe('sync status', () => {
  it('disabled: switched off, nothing planned, no run yet', () => {
    expect(syncStatusView(never)).toEqual({
      status: 'disabled',
      tone: 'disabled',
      next: { kind: 'off' },
      startedAt: null,
      completedAt: null,
      workTime: null,
      counts: null,
      isRunning: false,
    })
  })

  it('await: no status yet, the planned time or none', () => {
    const planned = { ...never, status: 'await' as const, nextAt: '2026-11-21T10:00:00Z' }
    expect(syncStatusView(planned)).toMatchObject({
      tone: 'info',
      next: { kind: 'at', at: '2026-11-21T10:00:00Z' },
      isRunning: false,
    })
    expect(syncStatusView({ ...planned, nextAt: null }).next).toEqual({ kind: 'unplanned' })
  })

  it('process: running since its start, no work time until it ends, next after it', () => {
    const running: ProviderSyncDetails = {
      ...finished,
      status: 'process',
      nextAt: null,
      createdAt: '2026-11-21T09:27:00Z',
      completedAt: null,
    }
    expect(syncStatusView(running)).toMatchObject({
      tone: 'info',
      next: { kind: 'afterRun' },
      startedAt: '2026-11-21T09:27:00Z',
      completedAt: null,
      workTime: null,
      isRunning: true,
    })
  })

  it('success: the counts, the work time and the next run', () => {
    expect(syncStatusView(finished)).toEqual({
      status: 'success',
      tone: 'success',
      next: { kind: 'at', at: '2026-11-21T12:00:00Z' },
      startedAt: '2026-11-21T06:00:00Z',
      completedAt: '2026-11-21T06:14:37Z',
      workTime: { days: 0, hours: 0, minutes: 14 },
      counts: { success: 1248, error: 3 },
      isRunning: false,
    })
  })

  it('error: the next run is prevented, even with a planned time', () => {
    const failed = { ...finished, status: 'error' as const }
    expect(syncStatusView(failed)).toMatchObject({ tone: 'error', next: { kind: 'prevented' } })
    expect(syncStatusView({ ...failed, nextAt: null }).next).toEqual({ kind: 'prevented' })
  })
})

describe('work time', () => {
  it('splits into days, hours and minutes, dropping seconds', () => {
    expect(workTimeOf('2026-11-18T06:00:00Z', '2026-11-21T08:05:59Z')).toEqual({
      days: 3,
      hours: 2,
      minutes: 5,
    })
    expect(workTimeOf('2026-11-21T06:00:00Z', '2026-11-21T06:00:05Z')).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
    })
  })

  it('is unknown without both ends or when they are out of order', () => {
    expect(workTimeOf(null, '2026-11-21T06:00:00Z')).toBeNull()
    expect(workTimeOf('2026-11-21T06:00:00Z', null)).toBeNull()
    expect(workTimeOf('2026-11-21T07:00:00Z', '2026-11-21T06:00:00Z')).toBeNull()
  })
})
