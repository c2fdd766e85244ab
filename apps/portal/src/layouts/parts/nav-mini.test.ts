import { describe, expect, it } from 'vitest'
import { isNavMini } from './nav-mini'

describe('isNavMini', () => {
  it('follows the person when the project lets them collapse the navigation', () => {
    expect(isNavMini({ editNavMini: true, navMini: true, uiNavMini: false })).toBe(true)
    expect(isNavMini({ editNavMini: true, navMini: false, uiNavMini: true })).toBe(false)
  })

  it('follows the platform otherwise, and before the person is known', () => {
    expect(isNavMini({ editNavMini: false, navMini: true, uiNavMini: false })).toBe(false)
    expect(isNavMini({ editNavMini: false, navMini: false, uiNavMini: true })).toBe(true)
    expect(isNavMini({ editNavMini: true, navMini: undefined, uiNavMini: true })).toBe(true)
    expect(isNavMini({ editNavMini: true, navMini: undefined, uiNavMini: undefined })).toBe(false)
  })
})
