import type { RuleResult } from '../messages'

/**
 * A well-formed web address: an absolute `http` or `https` URL with a host and no spaces
 * (provider address, license server, help and swagger links).
 */
export function isValidUrl(value: string): boolean {
  if (/\s/.test(value) || !URL.canParse(value)) return false
  // http and https URLs always parse with a host, so the scheme is the only thing left to check.
  const { protocol } = new URL(value)
  return protocol === 'http:' || protocol === 'https:'
}

/** URL: `errorUrl` unless {@link isValidUrl}; an empty value is left to the required rule. */
export function validateUrl(value: string | null | undefined): RuleResult {
  if (!value) return undefined
  return isValidUrl(value) ? undefined : 'errorUrl'
}
