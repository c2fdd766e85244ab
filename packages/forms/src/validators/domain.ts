import type { RuleResult } from '../messages'

// Letters of any script: internationalised names (вход.пример.рф) are accepted as typed.
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u

/**
 * A domain written without a scheme or a path (`sso.example.ru`, `localhost:8080`): host
 * labels of letters, digits and inner hyphens, and an optional port from 1 to 65535.
 */
export function isValidDomain(value: string): boolean {
  const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(value)
  if (!match || value.length > 253) return false
  const [, host = '', port] = match
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false
  return host.split('.').every((label) => LABEL.test(label))
}

/** Domain without scheme: `errorDomain` unless {@link isValidDomain}. */
export function validateDomain(value: string | null | undefined): RuleResult {
  if (!value) return undefined
  return isValidDomain(value) ? undefined : 'errorDomain'
}
