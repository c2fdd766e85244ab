// One-time 4-digit codes: sign-in codes and the mobile verification of registration and
// invitation. Lifetimes, attempts and the daily limit come from the settings.
import type { SandboxState } from '../../state'
import type { CodePurpose, CodeRecord } from '../../state/core'
import { durationSeconds, settingNumber } from '../../state/settings'

export interface CodeSettings {
  /** Seconds a sign-in code lives. */
  alive: number
  /** Seconds before another sign-in code may be sent. */
  resend: number
  /** Seconds a mobile verification code lives. */
  mobileAlive: number
  /** Wrong entries after which a code is dead. */
  attempts: number
  /** Codes one target may request per day. */
  dailyLimit: number
}

export function codeSettings(state: SandboxState): CodeSettings {
  const settings = state.settings
  return {
    alive: durationSeconds(settings, 'authCodeAlive', 300),
    resend: durationSeconds(settings, 'authCodeResendAlive', 60),
    mobileAlive: durationSeconds(settings, 'mobileVerifyAlive', 300),
    attempts: Math.max(1, settingNumber(settings, 'authCodeAttempts', 3)),
    dailyLimit: Math.max(1, settingNumber(settings, 'authCodeDailyLimit', 10)),
  }
}

/** The target of a verification code: the link and the mobile it confirms. */
export function linkTarget(hash: string, mobile: string): string {
  return `link:${hash}|${mobile}`
}

export function findCode(
  state: SandboxState,
  purpose: CodePurpose,
  target: string,
): CodeRecord | undefined {
  return state.core.codes.find((code) => code.purpose === purpose && code.target === target)
}

function dailyKey(purpose: CodePurpose, target: string, now: Date): string {
  return `${purpose}:${target}:${now.toISOString().slice(0, 10)}`
}

/** Whether the target has used up today's codes. */
export function dailyLimitReached(
  state: SandboxState,
  purpose: CodePurpose,
  target: string,
  now: Date,
): boolean {
  const used = state.core.codeRequests[dailyKey(purpose, target, now)] ?? 0
  return used >= codeSettings(state).dailyLimit
}

/**
 * Issues a new code for the target, replacing an earlier one (and, for verification codes,
 * any code of the same link), and counts the request against the daily limit.
 */
export function issueCode(
  state: SandboxState,
  purpose: CodePurpose,
  target: string,
  lifetimeSeconds: number,
  now: Date,
): CodeRecord {
  const link = target.startsWith('link:') ? target.slice(0, target.indexOf('|') + 1) : null
  state.core.codes = state.core.codes.filter(
    (code) =>
      code.purpose !== purpose ||
      (code.target !== target && !(link !== null && code.target.startsWith(link))),
  )
  const record: CodeRecord = {
    purpose,
    target,
    code: state.random.digits(4),
    sentAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000).toISOString(),
    attempts: 0,
    verified: false,
  }
  state.core.codes.push(record)
  const key = dailyKey(purpose, target, now)
  state.core.codeRequests[key] = (state.core.codeRequests[key] ?? 0) + 1
  return record
}

export type CodeCheck = 'ok' | 'errorCode' | 'errorCodeExpired' | 'errorCodeAttempts'

/**
 * Checks an entered code. A wrong entry counts as an attempt; at the limit the code is dead
 * and only a new one helps (incorrect, expired, attempts exceeded).
 */
export function checkCode(
  state: SandboxState,
  record: CodeRecord | undefined,
  entered: string,
  now: Date,
): CodeCheck {
  if (!record) return 'errorCode'
  const limit = codeSettings(state).attempts
  if (record.attempts >= limit) return 'errorCodeAttempts'
  if (Date.parse(record.expiresAt) <= now.getTime()) return 'errorCodeExpired'
  if (record.code !== entered) {
    record.attempts += 1
    return record.attempts >= limit ? 'errorCodeAttempts' : 'errorCode'
  }
  return 'ok'
}

/** Seconds until the target may ask for another sign-in code; null when it may now. */
export function resendIn(state: SandboxState, target: string, now: Date): number | null {
  const record = findCode(state, 'login', target)
  if (!record) return null
  const left = Date.parse(record.sentAt) + codeSettings(state).resend * 1000 - now.getTime()
  return left > 0 ? Math.ceil(left / 1000) : null
}

export function dropCode(state: SandboxState, record: CodeRecord): void {
  state.core.codes = state.core.codes.filter((code) => code !== record)
}
