import { collectErrors } from '../collect'
import type { FieldErrors, Setting, SettingChange } from '../contract'
import { logRetentionMinimumDays } from '../limits'
import type { RuleResult } from '../messages'
import {
  toSeconds,
  validateCodeAlive,
  validateLifetime,
  validatePasswordLengthSetting,
} from './durations'

/** The time-based platform settings that {@link validateLifetime} bounds. */
export const lifetimeSettingCodes = [
  'registrationAlive',
  'refreshAlive',
  'mobileVerifyAlive',
  'firstRefreshAlive',
  'inviteAlive',
  'accessTokenLifespan',
  'refreshTokenLifespan',
  'authCodeResendAlive',
  'authCodeAlive',
  'clientAccessTokenLifespan',
  'licenseCheckPeriod',
] as const

const retention: Readonly<Record<string, number>> = logRetentionMinimumDays

/**
 * Log retention of a settings code (`historyRetention`, …) in days: `errorRetention` below
 * its minimum (change history 45, integration logs 14, provider API logs 7, provider sync
 * logs 7, completed interactions 30, integration journal 7). Other codes pass.
 */
export function validateRetention(code: string, days: number): RuleResult {
  const minimum = retention[code]
  return minimum !== undefined && days < minimum ? 'errorRetention' : undefined
}

type Row = Pick<Setting, 'code' | 'value' | 'value_props'>

function seconds(row: Row | undefined): number | undefined {
  if (typeof row?.value !== 'number') return undefined
  return toSeconds(row.value, row.value_props?.unit ?? 'seconds')
}

function rowResults(row: Row): RuleResult[] {
  const { value, value_props: props, code } = row
  if (typeof value === 'string') {
    const tooLong = props?.maxLength !== undefined && value.length > props.maxLength
    return [tooLong ? 'errorMaxLength' : undefined]
  }
  if (typeof value !== 'number') return []
  // A duration without a unit is read as seconds, the unit the platform stores.
  const unit = props?.unit ?? 'seconds'
  const lifetimes: readonly string[] = lifetimeSettingCodes
  return [
    props?.min !== undefined && value < props.min ? 'errorMin' : undefined,
    props?.max !== undefined && value > props.max ? 'errorMax' : undefined,
    code === 'passwordLength' || code === 'passwordGenerateLength'
      ? validatePasswordLengthSetting(value)
      : undefined,
    lifetimes.includes(code) ? validateLifetime(value, unit) : undefined,
    validateRetention(code, toSeconds(value, unit) / 86_400),
  ]
}

/**
 * Checks the rows of a settings screen before saving: bounds of `value_props`,
 * password length at least 8, lifetimes of at most 7 days, code lifetime greater than the
 * resend delay (on `authCodeAlive`) and the log retention minimums. Keyed by setting code,
 * as the server's `errorList` is.
 */
export function validateSettings(rows: readonly Row[]): FieldErrors {
  const alive = seconds(rows.find((row) => row.code === 'authCodeAlive'))
  const resend = seconds(rows.find((row) => row.code === 'authCodeResendAlive'))
  const codeAlive =
    alive !== undefined && resend !== undefined ? validateCodeAlive(alive, resend) : undefined
  const results: Record<string, RuleResult[]> = {}
  for (const row of rows) {
    results[row.code] = [...rowResults(row), row.code === 'authCodeAlive' ? codeAlive : undefined]
  }
  return collectErrors(results)
}

/**
 * The body of a settings save: every checked row in one request, read-only rows left out
 *.
 */
export function settingChanges(
  rows: readonly Pick<Setting, 'id' | 'value' | 'readonly'>[],
  checkedIds: ReadonlySet<string> | readonly string[],
): SettingChange[] {
  const checked = new Set(checkedIds)
  return rows
    .filter((row) => checked.has(row.id) && !row.readonly)
    .map(({ id, value }) => ({ id, value }))
}
