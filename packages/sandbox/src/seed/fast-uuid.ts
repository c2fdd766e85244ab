import type { Random } from './random'

const byteHex = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))

function hex8(random: Random): string {
  const value = Math.floor(random.next() * 0x1_0000_0000)
  return (
    (byteHex[value >>> 24] ?? '') +
    (byteHex[(value >>> 16) & 0xff] ?? '') +
    (byteHex[(value >>> 8) & 0xff] ?? '') +
    (byteHex[value & 0xff] ?? '')
  )
}

/**
 * A version-4 UUID from four draws of the seeded generator. `Random.uuid` draws once per
 * hex digit; the bulk seeds (history, integration log) need thousands of ids and this keeps
 * them within the seeding budget.
 */
export function quickUuid(random: Random): string {
  const a = hex8(random)
  const b = hex8(random)
  const c = hex8(random)
  const d = hex8(random)
  const variant = '89ab'[Number.parseInt(c.charAt(0), 16) & 3]
  return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`
}
