import { describe, expect, it } from 'vitest'
import { criticalityBadges, criticalityLevel, criticalityOrder } from './criticality'
import { percent, summarize } from './overview'

describe('monitoring overview', () => {
  it('counts checks that work and that do not, overall and by criticality', () => {
    const overview = summarize([
      { status: 'down', critical: 3 },
      { status: 'down', critical: 3 },
      { status: 'up', critical: 3 },
      { status: 'down', critical: 1 },
      { status: 'up', critical: 2 },
    ])
    expect(overview).toEqual({
      total: 5,
      up: 2,
      down: 3,
      byCriticality: { 1: { up: 0, down: 1 }, 2: { up: 1, down: 0 }, 3: { up: 1, down: 2 } },
    })
  })

  it('says nothing is wrong when there are no checks', () => {
    expect(summarize([])).toMatchObject({ total: 0, up: 0, down: 0 })
    expect(percent(0, 0)).toBe(0)
    expect(percent(1, 3)).toBe(33)
  })

  it('shows criticality 1 to 3 as low, medium and high, each with its own badge', () => {
    expect([1, 2, 3].map((critical) => criticalityLevel(critical as 1 | 2 | 3))).toEqual([
      'low',
      'medium',
      'high',
    ])
    expect(new Set(Object.values(criticalityBadges)).size).toBe(3)
    expect(criticalityOrder).toEqual([3, 2, 1])
  })
})
