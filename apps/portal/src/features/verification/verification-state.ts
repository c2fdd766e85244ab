/**
 * The mobile verification of registration and invitation: a code is requested, a
 * countdown runs to its `endTime`, 4 digits are checked as soon as they are entered.
 * `idle`: no code yet; then `awaiting`, `invalid` (a wrong code), `expired` and `success`.
 */
type VerificationStatus = 'idle' | 'awaiting' | 'invalid' | 'expired' | 'success'

/** Why a code was refused: incorrect, expired, or out of attempts. */
export type CodeError = 'errorCode' | 'errorCodeExpired' | 'errorCodeAttempts'

export interface VerificationState {
  status: VerificationStatus
  /** When the code sent last expires (ISO 8601). */
  endTime: string | null
  /** The last refusal; with `errorCodeAttempts` only a new code helps. */
  error: CodeError | null
}

export type VerificationEvent =
  | { type: 'sent'; endTime: string }
  | { type: 'verified' }
  | { type: 'rejected'; error: CodeError }
  | { type: 'timeUp' }
  | { type: 'reset' }

export const initialVerification: VerificationState = { status: 'idle', endTime: null, error: null }

export function verificationReducer(
  state: VerificationState,
  event: VerificationEvent,
): VerificationState {
  switch (event.type) {
    case 'sent':
      return { status: 'awaiting', endTime: event.endTime, error: null }
    case 'verified':
      return { ...state, status: 'success', error: null }
    case 'rejected':
      return {
        ...state,
        status: event.error === 'errorCodeExpired' ? 'expired' : 'invalid',
        error: event.error,
      }
    case 'timeUp':
      return state.status === 'awaiting' || state.status === 'invalid'
        ? {
            ...state,
            status: 'expired',
            error: state.error === 'errorCodeAttempts' ? state.error : 'errorCodeExpired',
          }
        : state
    case 'reset':
      return initialVerification
  }
}

/** The code may be typed: a code is out, not expired and not out of attempts. */
export function canEnterCode(state: VerificationState): boolean {
  return state.status === 'awaiting' || (state.status === 'invalid' && state.error === 'errorCode')
}

/** A (new) code may be asked for: none yet, or the last one is dead. */
export function canRequestCode(state: VerificationState): boolean {
  return (
    state.status === 'idle' ||
    state.status === 'expired' ||
    (state.status === 'invalid' && state.error === 'errorCodeAttempts')
  )
}

export function isCodeError(key: string | undefined): key is CodeError {
  return key === 'errorCode' || key === 'errorCodeExpired' || key === 'errorCodeAttempts'
}
