import { limits } from '../limits'
import type { RuleResult } from '../messages'

function localDate(moment: Date): string {
  const pad = (part: number) => String(part).padStart(2, '0')
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`
}

/** Whether a string is a real calendar date `YYYY-MM-DD` (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const moment = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(moment.getTime()) && moment.toISOString().startsWith(value)
}

/**
 * Birth date `YYYY-MM-DD` from 1900-01-01 to today (in the local calendar of `now`),
 * `errorDate` otherwise.
 */
export function validateBirthDate(
  value: string | null | undefined,
  now: Date = new Date(),
): RuleResult {
  if (!value) return undefined
  const valid = isIsoDate(value) && value >= limits.birthDateMin && value <= localDate(now)
  return valid ? undefined : 'errorDate'
}

/**
 * An end that must come after its start (a list entry's expiration after its start):
 * `errorDateOrder` when both are set and the end is not later. Takes ISO dates or moments.
 */
export function validateDateOrder(
  start: string | null | undefined,
  end: string | null | undefined,
): RuleResult {
  if (!start || !end) return undefined
  return Date.parse(end) > Date.parse(start) ? undefined : 'errorDateOrder'
}
