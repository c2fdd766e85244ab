import { useSingleSubmit } from '@platform/forms/react'
import {
  type AuthFlow,
  isPlatformError,
  type PlatformError,
  type TermsAgreement,
  type TermsEntry,
} from '@platform/sdk'
import { loginMutation } from '@platform/sdk/query'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { usePlatform } from '../../platform/hooks'
import { expectShape } from '../../platform/shapes'
import { useRateLimit } from '../../shell/rate-limit'
import { type EnteredIdentifier, identifierBody } from './identifier'
import { loginFailure } from './login-failure'
import type { LoginAlert } from './login-texts'
import { useSignInPlace } from './sign-in-place'
import { useCompleteSignIn } from './use-complete-sign-in'

/** The sign-in form of the current flow, without the identifier. */
export interface SignInFields {
  flow: AuthFlow
  password?: string
  code?: string
  rememberMe?: boolean
}

interface FailureHandlers {
  /** Any failure but the terms form (a code form clears its cells). */
  onFailure?: () => void
  /** Puts the errorList on the form's fields. */
  onFieldErrors?: (error: PlatformError) => void
}

interface PendingTerms {
  terms: TermsEntry[]
  fields: SignInFields
  /** The last answer left a required agreement unaccepted. */
  refused: boolean
}

/**
 * Sends the sign-in form and reacts to the answer: a failure becomes an alert
 * and field errors; a 403 asking for agreements opens the terms form, whose answers are sent
 * with the same form again; success applies the post-login redirect, or what the place of the
 * steps says (the session dialog goes back to the page it covers).
 */
export function useSignIn(entered: EnteredIdentifier) {
  const { client } = usePlatform()
  const redirect = useCompleteSignIn()
  const complete = useSignInPlace().complete ?? redirect
  const mutation = useMutation(loginMutation(client))
  const [alert, setAlert] = useState<LoginAlert | null>(null)
  const [pendingTerms, setPendingTerms] = useState<PendingTerms | null>(null)
  const [completing, setCompleting] = useState(false)
  const handlersRef = useRef<FailureHandlers>({})
  const single = useSingleSubmit()
  const limit = useRateLimit()

  const send = async (fields: SignInFields, termsAgree?: TermsAgreement[]) => {
    setAlert(null)
    try {
      const answer = await mutation.mutateAsync({
        params: { path: { idAttribute: entered.idAttribute } },
        body: { ...identifierBody(entered), ...fields, ...(termsAgree ? { termsAgree } : {}) },
      })
      // A success with a body is not the contract's: the person must not be left wondering.
      expectShape('POST /platform/auth/login/{idAttribute}', answer)
    } catch (error) {
      if (limit.hit(error)) {
        setAlert(null)
        return
      }
      const failure = loginFailure(error)
      if (failure.kind === 'terms') {
        setPendingTerms({ terms: failure.terms, fields, refused: termsAgree !== undefined })
        return
      }
      setPendingTerms(null)
      setAlert(failure.kind)
      handlersRef.current.onFailure?.()
      if (failure.kind === 'form' && isPlatformError(error)) {
        handlersRef.current.onFieldErrors?.(error)
      }
      return
    }
    setPendingTerms(null)
    setCompleting(true)
    try {
      await complete()
    } catch (error) {
      setCompleting(false)
      setAlert(loginFailure(error).kind === 'tech' ? 'tech' : 'form')
    }
  }

  return {
    /**
     * Wraps a form's submit (its client checks and `submit`) so that it runs once at a time:
     * the button is pending from the first click.
     */
    guard: single.guard,
    /**
     * Sends the form; the handlers react to a failure on the form's own fields. Settles when
     * the answer is handled.
     */
    submit(fields: SignInFields, handlers: FailureHandlers = {}) {
      handlersRef.current = handlers
      return send(fields)
    },
    acceptTerms: single.guard(async (termsAgree: TermsAgreement[]) => {
      if (pendingTerms) await send(pendingTerms.fields, termsAgree)
    }),
    declineTerms() {
      setPendingTerms(null)
      setAlert('consent')
    },
    showAlert: setAlert,
    clearAlert: () => setAlert(null),
    pendingTerms,
    alert,
    /** A 429's wait: the form may not be sent again before it is over. */
    limit,
    isPending: mutation.isPending || completing || single.isPending,
  }
}

export type SignIn = ReturnType<typeof useSignIn>
