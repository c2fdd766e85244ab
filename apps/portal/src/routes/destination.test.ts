import { isWebAddressOrPath, safeDestination, safeOwnPath } from '@platform/forms'
import { describe, expect, it } from 'vitest'
import { hostileDestinations } from '../../e2e/support/hostile-destinations'

const policy = { origin: 'https://platform.example.ru', trusted: ['https://hr.example.ru/start'] }
const cases = hostileDestinations.map(({ value, kind }) => [JSON.stringify(value), value, kind])

describe('no hostile value leads anywhere', () => {
  it('the table has at least 40 values', () => {
    expect(hostileDestinations.length).toBeGreaterThanOrEqual(40)
  })

  it.each(cases)('%s is dropped as a destination', (_, value) => {
    expect(safeDestination(value, policy)).toBeUndefined()
  })

  it.each(cases)('%s is a kept page only when it is a path of the portal', (_, value) => {
    expect(safeOwnPath(value)).toBeUndefined()
  })

  // Stored addresses may lead to another site; what they may never be is anything but http(s).
  it.each(cases)('%s (%s) as a stored address', (_, value, kind) => {
    expect(isWebAddressOrPath(value as string)).toBe(kind === 'foreign')
  })
})
