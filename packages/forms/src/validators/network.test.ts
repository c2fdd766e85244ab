import { describe, expect, it } from 'vitest'
import {
  isValidIp,
  isValidIpv4,
  isValidIpv6,
  isValidSubnet,
  validateSubnetAddress,
} from './network'

describe('IPv4', () => {
  it.each([
    ['192.168.10.1', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['10.0.0.256', false],
    ['10.0.0', false],
    ['10.0.0.1.2', false],
    ['010.0.0.1', false],
    ['10.0.0.-1', false],
    ['a.b.c.d', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidIpv4(value)).toBe(valid)
  })
})

describe('IPv6', () => {
  it.each([
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', true],
    ['2001:db8::8a2e:370:7334', true],
    ['::', true],
    ['::1', true],
    ['fe80::', true],
    ['1:2:3:4:5:6:7::', true],
    ['::ffff:192.0.2.1', true],
    ['1:2:3:4:5:6:192.0.2.1', true],
    ['1:2:3:4:5:6:7:8', true],
    ['1:2:3:4:5:6:7:8::', false],
    ['1:2:3:4:5:6:7', false],
    ['1:2:3:4:5:6:7:8:9', false],
    ['1::2::3', false],
    ['1:::2', false],
    [':1:2:3:4:5:6:7', false],
    ['12345::', false],
    ['g::1', false],
    ['::ffff:192.0.2.256', false],
    ['192.0.2.1::', false],
    ['1:2:3:4:5:6:7:192.0.2.1', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidIpv6(value)).toBe(valid)
  })
})

describe('isValidIp and isValidSubnet', () => {
  it.each([
    ['192.168.10.1', true],
    ['2001:db8::1', true],
    ['192.168.10.0/24', false],
    ['sso.example.ru', false],
  ])('isValidIp(%s) → %s', (value, valid) => {
    expect(isValidIp(value)).toBe(valid)
  })

  it.each([
    ['192.168.10.0/24', true],
    ['10.12.0.0/16', true],
    ['10.12.3.4/16', true],
    ['0.0.0.0/0', true],
    ['10.0.0.0/32', true],
    ['10.0.0.0/33', false],
    ['10.0.0.0/08', false],
    ['10.0.0.0/', false],
    ['10.0.0.0', false],
    ['2001:db8::/32', true],
    ['::/0', true],
    ['2001:db8::/128', true],
    ['2001:db8::/129', false],
    ['300.0.0.0/8', false],
    ['office/24', false],
  ])('isValidSubnet(%s) → %s', (value, valid) => {
    expect(isValidSubnet(value)).toBe(valid)
  })

  it('answers errorIp for an address that is neither an IP nor a subnet', () => {
    expect(validateSubnetAddress('192.168.10.0/24')).toBeUndefined()
    expect(validateSubnetAddress('192.168.10.1')).toBeUndefined()
    expect(validateSubnetAddress('192.168.10')).toBe('errorIp')
    expect(validateSubnetAddress(null)).toBeUndefined()
  })
})
