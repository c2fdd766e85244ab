import type { RuleResult } from '../messages'

// Letters of any script are allowed in the domain, so Cyrillic domains (пример.рф) pass.
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u
const TOP_LEVEL = /^(\p{L}{2,}|xn--[a-z0-9-]+)$/iu

/**
 * An email address as people type it: a dot-atom local part of at most 64 characters, `@`,
 * and a domain of at least two labels ending in a top-level domain of letters; at most 254
 * characters in all.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > 254) return false
  const at = value.lastIndexOf('@')
  const local = value.slice(0, at)
  const domain = value.slice(at + 1)
  const labels = domain.split('.')
  if (at < 1 || local.length > 64 || !LOCAL.test(local) || labels.length < 2) return false
  return (
    labels.every((label) => label.length <= 63 && LABEL.test(label)) &&
    TOP_LEVEL.test(domain.slice(domain.lastIndexOf('.') + 1))
  )
}

/** Email: `errorEmail` for a malformed address; an empty value is left to the required rule. */
export function validateEmail(value: string | null | undefined): RuleResult {
  if (!value) return undefined
  return isValidEmail(value) ? undefined : 'errorEmail'
}
