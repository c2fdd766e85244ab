import { describe, expect, it } from 'vitest'
import {
  canEnterCode,
  canRequestCode,
  initialVerification,
  isCodeError,
  type VerificationEvent,
  type VerificationState,
  verificationReducer,
} from './verification-state'

const run = (...events: VerificationEvent[]): VerificationState =>
  events.reduce(verificationReducer, initialVerification)

const sent = { type: 'sent', endTime: '2026-11-21T09:33:00Z' } as const

describe('mobile verification', () => {
  it('starts with no code: only a code can be asked for', () => {
    expect(initialVerification.status).toBe('idle')
    expect(canRequestCode(initialVerification)).toBe(true)
    expect(canEnterCode(initialVerification)).toBe(false)
  })

  it('awaits the code once sent, with the countdown end', () => {
    const state = run(sent)
    expect(state).toEqual({ status: 'awaiting', endTime: sent.endTime, error: null })
    expect(canEnterCode(state)).toBe(true)
    expect(canRequestCode(state)).toBe(false)
  })

  it('lets a wrong code be typed again', () => {
    const state = run(sent, { type: 'rejected', error: 'errorCode' })
    expect(state.status).toBe('invalid')
    expect(canEnterCode(state)).toBe(true)
    expect(canRequestCode(state)).toBe(false)
  })

  it('asks for a new code when the attempts are used up', () => {
    const state = run(sent, { type: 'rejected', error: 'errorCodeAttempts' })
    expect(state).toMatchObject({ status: 'invalid', error: 'errorCodeAttempts' })
    expect(canEnterCode(state)).toBe(false)
    expect(canRequestCode(state)).toBe(true)
  })

  it('expires when the server says so or the countdown ends', () => {
    expect(run(sent, { type: 'rejected', error: 'errorCodeExpired' })).toMatchObject({
      status: 'expired',
      error: 'errorCodeExpired',
    })
    const timedOut = run(sent, { type: 'timeUp' })
    expect(timedOut).toMatchObject({ status: 'expired', error: 'errorCodeExpired' })
    expect(canRequestCode(timedOut)).toBe(true)
    expect(canEnterCode(timedOut)).toBe(false)
  })

  it('keeps success and idle when the time runs out', () => {
    expect(run(sent, { type: 'verified' }, { type: 'timeUp' }).status).toBe('success')
    expect(run({ type: 'timeUp' }).status).toBe('idle')
  })

  it('starts over with a new code or a new number', () => {
    expect(run(sent, { type: 'rejected', error: 'errorCodeAttempts' }, sent)).toEqual(run(sent))
    expect(run(sent, { type: 'verified' }, { type: 'reset' })).toEqual(initialVerification)
  })

  it('knows the code errors', () => {
    expect(
      ['errorCode', 'errorCodeExpired', 'errorCodeAttempts', 'errorEmpty', undefined].map(
        isCodeError,
      ),
    ).toEqual([true, true, true, false, false])
  })
})
