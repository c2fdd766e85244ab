import type { RuleResult } from '../messages'
import { isWebAddressOrPath } from './destination'

/**
 * A well-formed web address: an absolute `http` or `https` URL with a host, no spaces,
 * control characters or user information (provider address, license server, help and
 * swagger links, a service's address).
 */
export function isValidUrl(value: string): boolean {
  return /^https?:\/\//i.test(value) && isWebAddressOrPath(value)
}

/** URL: `errorUrl` unless {@link isValidUrl}; an empty value is left to the required rule. */
export function validateUrl(value: string | null | undefined): RuleResult {
  if (!value) return undefined
  return isValidUrl(value) ? undefined : 'errorUrl'
}
