import type { RuleResult } from '../messages'

const OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/
const HEXTET = /^[0-9A-Fa-f]{1,4}$/

/** An IPv4 address in dotted decimal form; leading zeros (`010`) are refused as ambiguous. */
export function isValidIpv4(value: string): boolean {
  const parts = value.split('.')
  return parts.length === 4 && parts.every((part) => OCTET.test(part))
}

function countGroups(part: string, last: boolean): number {
  if (part === '') return 0
  const groups = part.split(':')
  const tail = part.slice(part.lastIndexOf(':') + 1)
  // An IPv4 address may stand for the last two groups (::ffff:192.0.2.1).
  const embedded = last && tail.includes('.')
  if (embedded && !isValidIpv4(tail)) return Number.NaN
  const hextets = embedded ? groups.slice(0, -1) : groups
  if (!hextets.every((group) => HEXTET.test(group))) return Number.NaN
  return hextets.length + (embedded ? 2 : 0)
}

/** An IPv6 address, with `::` compression and an optional embedded IPv4 tail. */
export function isValidIpv6(value: string): boolean {
  const halves = value.split('::')
  if (halves.length > 2) return false
  const [head = '', tail] = halves
  if (tail === undefined) return countGroups(head, true) === 8
  const groups = countGroups(head, false) + countGroups(tail, true)
  return groups < 8
}

/** An IPv4 or IPv6 address. */
export function isValidIp(value: string): boolean {
  return isValidIpv4(value) || isValidIpv6(value)
}

/**
 * A subnet in CIDR notation: an address, `/`, and a prefix length of at most 32 (IPv4) or
 * 128 (IPv6). Bits after the prefix may be set (`10.12.3.4/16`), as the platform stores
 * what was typed.
 */
export function isValidSubnet(value: string): boolean {
  const match = /^([^/]+)\/(0|[1-9]\d{0,2})$/.exec(value)
  if (!match) return false
  const [, address = '', prefix = ''] = match
  if (isValidIpv4(address)) return Number(prefix) <= 32
  return isValidIpv6(address) && Number(prefix) <= 128
}

/** Address of a list entry or alias: an IP or a CIDR subnet, `errorIp` otherwise. */
export function validateSubnetAddress(value: string | null | undefined): RuleResult {
  if (!value) return undefined
  return isValidIp(value) || isValidSubnet(value) ? undefined : 'errorIp'
}
