import { describe, expect, it } from 'vitest'
import { validateNetworkAlias, validateSubnetEntry } from './subnet-entry'

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

describe('network aliases', () => {
  it('keys the errors of an address by its position', () => {
    expect(
      validateNetworkAlias({
        name: 'office',
        comment: null,
        ips: [
          { ip: '10.0.0.0/8', comment: null },
          { ip: '10.0.0.0/40', comment: 'x'.repeat(256) },
          { ip: '', comment: null },
        ],
      }),
    ).toEqual({
      'ips.1.ip': ['errorIp'],
      'ips.1.comment': ['errorMaxLength'],
      'ips.2.ip': ['errorEmpty'],
    })
  })

  it('needs a name and at least one address', () => {
    expect(validateNetworkAlias({ name: ' ', comment: null, ips: [] })).toEqual({
      name: ['errorEmpty'],
      ips: ['errorEmpty'],
    })
    expect(
      validateNetworkAlias({
        name: 'n'.repeat(256),
        comment: 'c'.repeat(256),
        ips: [{ ip: '::1', comment: null }],
      }),
    ).toEqual({
      name: ['errorMaxLength'],
      comment: ['errorMaxLength'],
    })
  })
})
