import type { SettingValue } from '../contract'
import { type PasswordLevel, passwordLevelRules } from '../password/policy'

/** The settings rows of the password policy that a level stands for. */
const classSettingCodes = {
  lowercase: 'passwordLowercase',
  uppercase: 'passwordUppercase',
  numbers: 'passwordNumbers',
  symbols: 'passwordSymbolsRequired',
} as const

function isPasswordLevel(value: SettingValue): value is PasswordLevel {
  return typeof value === 'string' && Object.hasOwn(passwordLevelRules, value)
}

/**
 * The other settings rows a changed row fills in: choosing the password level (`passwordLevel`:
 * low, standard, high) sets the character classes it stands for, so the policy people must
 * meet is the one the level names. Keyed by setting code; empty for any other row or value.
 */
export function settingsFilledBy(code: string, value: SettingValue): Record<string, boolean> {
  if (code !== 'passwordLevel' || !isPasswordLevel(value)) return {}
  const rules = passwordLevelRules[value]
  return Object.fromEntries(
    (Object.keys(classSettingCodes) as (keyof typeof classSettingCodes)[]).map((rule) => [
      classSettingCodes[rule],
      rules[rule],
    ]),
  )
}
