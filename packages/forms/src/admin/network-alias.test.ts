import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidIp, isValidSubnet } from '../validators/network'
import { validateNetworkAlias } from './network-alias'

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

describe('network aliases, any addresses', () => {
  it('marks exactly the addresses that are neither an IP nor a subnet', () => {
    const address = fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ minLength: 1, maxLength: 12 }))
    fc.assert(
      fc.property(fc.array(address, { minLength: 1, maxLength: 6 }), (ips) => {
        const errors = validateNetworkAlias({
          name: 'office',
          comment: null,
          ips: ips.map((ip) => ({ ip, comment: null })),
        })
        ips.forEach((ip, index) => {
          const valid = isValidIp(ip) || isValidSubnet(ip)
          const blank = ip.trim() === ''
          const expected = blank ? ['errorEmpty', 'errorIp'] : valid ? undefined : ['errorIp']
          expect(errors[`ips.${index}.ip`]).toEqual(expected)
        })
      }),
    )
  })
})
