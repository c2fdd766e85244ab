import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateSubnetEntry } from './list-entry'

const entry = { ip: null, alias: null, dateFrom: null, dateTo: null, comment: null }

describe('whitelist and blacklist entries', () => {
  it.each([
    [{ ip: '192.168.10.0/24' }, {}],
    [{ alias: '3f1c2a4e-7b5d-4c8e-9a21-6d0f8b3e5a71' }, {}],
    [{}, { ip: ['errorEmpty'] }],
    [{ ip: '192.168.10.0/33' }, { ip: ['errorIp'] }],
    [{ ip: '10.0.0.1', alias: '3f1c2a4e-7b5d-4c8e-9a21-6d0f8b3e5a71' }, { ip: ['errorInvalid'] }],
    [
      { ip: '10.0.0.1', dateFrom: '2026-11-21T00:00:00Z', dateTo: '2026-11-20T00:00:00Z' },
      { dateTo: ['errorDateOrder'] },
    ],
    [{ ip: '10.0.0.1', dateFrom: '2026-11-21T00:00:00Z', dateTo: '2026-11-22T00:00:00Z' }, {}],
    [{ ip: '10.0.0.1', comment: 'x'.repeat(256) }, { comment: ['errorMaxLength'] }],
  ])('%j → %j', (change, errors) => {
    expect(validateSubnetEntry({ ...entry, ...change })).toEqual(errors)
  })
})

describe('whitelist and blacklist entries, any dates', () => {
  const day = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
  it('refuses an expiration unless it is later than the start', () => {
    fc.assert(
      fc.property(day, day, (from, to) => {
        const errors = validateSubnetEntry({
          ...entry,
          ip: '10.0.0.1',
          dateFrom: new Date(from).toISOString(),
          dateTo: new Date(to).toISOString(),
        })
        expect(errors.dateTo).toEqual(to > from ? undefined : ['errorDateOrder'])
      }),
    )
  })

  it('passes any IP or subnet, and any alias in its place', () => {
    const address = fc.oneof(
      fc.ipV4(),
      fc.ipV6(),
      fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 32 })).map(([ip, bits]) => `${ip}/${bits}`),
    )
    fc.assert(
      fc.property(address, fc.uuid(), (ip, alias) => {
        expect(validateSubnetEntry({ ...entry, ip })).toEqual({})
        expect(validateSubnetEntry({ ...entry, alias })).toEqual({})
      }),
    )
  })
})
