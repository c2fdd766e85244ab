// Generators that several rules' property tests share. Test support: not shipped, not exported.
import fc from 'fast-check'

/**
 * Well-formed host names, a label or two under a top-level domain. Not a label that starts with
 * `xn--`: that marks an international name encoded in punycode, and URL parsers refuse one that
 * does not decode (`http://xn--.ru` is no address at all).
 */
export const hostName = fc
  .stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9](\.[a-z]{2,6}){1,2}$/)
  .filter((name) => !name.startsWith('xn--'))

/** Well-formed web addresses, built by hand: fast-check's `webUrl` is slow on a busy machine. */
export const webAddress = fc
  .tuple(
    fc.constantFrom('http://', 'https://'),
    hostName,
    fc.stringMatching(/^(\/[\w.~-]{0,10}){0,3}$/),
  )
  .map(([scheme, host, path]) => `${scheme}${host}${path}`)
