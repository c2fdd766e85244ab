// Generators that several rules' property tests share. Test support: not shipped, not exported.
import fc from 'fast-check'

/**
 * A label that starts with `xn--` is an international name encoded in punycode: URL parsers
 * refuse one that does not decode (`http://xn--.ru` is no address at all).
 */
const encodedLabel = /(^|[/.])xn--/

/** Well-formed host names, a label or two under a top-level domain. */
export const hostName = fc
  .stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9](\.[a-z]{2,6}){1,2}$/)
  .filter((name) => !encodedLabel.test(name))

/** Well-formed web addresses, built by hand: fast-check's `webUrl` is slow on a busy machine. */
export const webAddress = fc
  .stringMatching(/^https?:\/\/[a-z][a-z0-9-]{0,15}(\.[a-z]{2,6}){1,2}(\/[\w.~-]{0,10}){0,3}$/)
  .filter((url) => !encodedLabel.test(url))
