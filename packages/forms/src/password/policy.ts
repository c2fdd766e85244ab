import type { PasswordPolicy } from '../contract'
import { limits } from '../limits'
import type { RuleResult } from '../messages'

/** A rule of the password policy, in the order a checklist shows them. */
export type PasswordRule =
  | 'minLength'
  | 'maxLength'
  | 'lowercase'
  | 'uppercase'
  | 'numbers'
  | 'symbols'
  | 'pattern'

/** Strength of a password, for the meter. */
export type PasswordLevel = 'low' | 'standard' | 'high'

/** Pass or fail of one rule. */
export interface PasswordRuleResult {
  rule: PasswordRule
  passed: boolean
}

/** A password checked against a policy. */
export interface PasswordCheck {
  /** The rules the policy enables, each with pass or fail. */
  rules: PasswordRuleResult[]
  /** Every rule passed. */
  valid: boolean
  level: PasswordLevel
}

type ClassRules = Pick<PasswordPolicy, 'lowercase' | 'uppercase' | 'numbers' | 'symbols'>

/**
 * The character classes each level of the settings' `passwordLevel` turns on (choosing a
 * level fills the rules below it): low asks only for the length, standard for lowercase,
 * uppercase and digits, high for symbols as well.
 */
export const passwordLevelRules: Readonly<Record<PasswordLevel, ClassRules>> = {
  low: { lowercase: false, uppercase: false, numbers: false, symbols: false },
  standard: { lowercase: true, uppercase: true, numbers: true, symbols: false },
  high: { lowercase: true, uppercase: true, numbers: true, symbols: true },
}

/** The policy of the settings' defaults: 8 to 9999 characters, letters of both cases and digits. */
export const defaultPasswordPolicy: PasswordPolicy = {
  minLength: limits.passwordMinLength,
  maxLength: limits.passwordMaxLength,
  ...passwordLevelRules.standard,
  allowedSymbols: '!@#$%^&*()-_=+[]{};:,.?/',
  pattern: null,
  generateLength: limits.defaultGeneratedPasswordLength,
}

function matchesPattern(password: string, pattern: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`).test(password)
  } catch {
    // A pattern the browser cannot compile can never be met; the rule shows as failed.
    return false
  }
}

function classesPresent(password: string, allowedSymbols: string): ClassRules {
  return {
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    numbers: /[0-9]/.test(password),
    symbols: [...password].some((character) => allowedSymbols.includes(character)),
  }
}

function meets(present: ClassRules, required: ClassRules): boolean {
  return (Object.keys(required) as (keyof ClassRules)[]).every(
    (name) => !required[name] || present[name],
  )
}

/**
 * Checks a password against a policy: pass or fail for the minimum and
 * maximum length, each required class (symbols are those of `allowedSymbols`) and the custom
 * pattern, which the whole password must match. The level is the highest of
 * {@link passwordLevelRules} the password meets at the policy's minimum length.
 */
export function checkPassword(password: string, policy: PasswordPolicy): PasswordCheck {
  const length = [...password].length
  const present = classesPresent(password, policy.allowedSymbols)
  const rules: PasswordRuleResult[] = [
    { rule: 'minLength', passed: length >= policy.minLength },
    { rule: 'maxLength', passed: length <= policy.maxLength },
  ]
  for (const name of ['lowercase', 'uppercase', 'numbers', 'symbols'] as const) {
    if (policy[name]) rules.push({ rule: name, passed: present[name] })
  }
  if (policy.pattern) {
    rules.push({ rule: 'pattern', passed: matchesPattern(password, policy.pattern) })
  }
  const long = length >= policy.minLength
  const level: PasswordLevel =
    long && meets(present, passwordLevelRules.high)
      ? 'high'
      : long && meets(present, passwordLevelRules.standard)
        ? 'standard'
        : 'low'
  return { rules, valid: rules.every((result) => result.passed), level }
}

/** Password: `errorPassword` when it breaks a rule of the policy; empty is left to required. */
export function validatePassword(
  password: string | null | undefined,
  policy: PasswordPolicy,
): RuleResult {
  if (!password) return undefined
  return checkPassword(password, policy).valid ? undefined : 'errorPassword'
}
