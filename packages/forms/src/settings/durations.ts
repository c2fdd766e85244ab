import type { SettingDurationUnit } from '../contract'
import { limits } from '../limits'
import type { RuleResult } from '../messages'

const SECONDS: Record<SettingDurationUnit, number> = {
  seconds: 1,
  minutes: 60,
  hours: 3600,
  days: 86_400,
}

/** An amount of a duration setting's unit, in seconds. */
export function toSeconds(amount: number, unit: SettingDurationUnit): number {
  return amount * SECONDS[unit]
}

/**
 * A lifetime (link, token, code, license check period): at most 7 days, that is 10080
 * minutes, in whatever unit it is set, `errorMax` otherwise.
 */
export function validateLifetime(amount: number, unit: SettingDurationUnit): RuleResult {
  return toSeconds(amount, unit) > limits.lifetimeMaxMinutes * 60 ? 'errorMax' : undefined
}

/**
 * A one-time code must live longer than the delay before it can be sent again:
 * `errorCodeAlive` unless `codeAlive` is greater than `resendDelay`. Both in seconds.
 */
export function validateCodeAlive(
  codeAliveSeconds: number,
  resendDelaySeconds: number,
): RuleResult {
  return codeAliveSeconds > resendDelaySeconds ? undefined : 'errorCodeAlive'
}

/** Minimum password length in the settings: at least 8, `errorMin` otherwise. */
export function validatePasswordLengthSetting(length: number): RuleResult {
  return length < limits.passwordMinLength ? 'errorMin' : undefined
}
