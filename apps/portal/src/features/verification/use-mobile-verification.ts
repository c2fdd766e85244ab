import { useLingui } from '@lingui/react/macro'
import type { FieldErrors } from '@platform/forms'
import { isPlatformError } from '@platform/sdk'
import { type RefObject, useEffect, useReducer, useState } from 'react'
import { useFormContext, useFormState } from 'react-hook-form'
import { errorMessage } from '../../i18n/errors'
import { useStartup } from '../../platform/hooks'
import { checkMobile } from '../../shared/phone-rules'
import { useRateLimit } from '../../shell/rate-limit'
import { type LinkProblem, linkProblem } from '../links/link-problem'
import { useCodeCalls, type VerificationKind } from './use-code-calls'
import { initialVerification, isCodeError, verificationReducer } from './verification-state'

interface Values {
  mobile: string
  code: string
}

type FocusTarget = 'mobile' | 'code' | 'request'

const focusSelectors: Record<FocusTarget, string> = {
  mobile: 'input[type="tel"]',
  code: '[data-code-entry] input',
  request: '[data-request-code]',
}

/**
 * The steps of the mobile verification on a form with `mobile` and `code`: asking for
 * a code, checking it, starting over with another number. Errors land on the fields; a link
 * that cannot be used goes to `onLinkProblem`; focus follows what the person does next.
 */
export function useMobileVerification(
  kind: VerificationKind,
  id: string,
  onLinkProblem: (problem: LinkProblem) => void,
  box: RefObject<HTMLElement | null>,
) {
  const { t, i18n } = useLingui()
  const { countries } = useStartup()
  const calls = useCodeCalls(kind, id)
  const { control, getValues, setValue, setError, clearErrors } = useFormContext<Values>()
  const codeError = useFormState({ control, name: 'code' }).errors.code?.message
  const [state, dispatch] = useReducer(verificationReducer, initialVerification)
  const [notice, setNotice] = useState<string | null>(null)
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null)
  const limit = useRateLimit()

  // Sending the form may still find the code wrong or expired: back to entering one.
  useEffect(() => {
    if (state.status === 'success' && isCodeError(codeError))
      dispatch({ type: 'rejected', error: codeError })
  }, [codeError, state.status])

  useEffect(() => {
    if (!focusTarget) return
    box.current?.querySelector<HTMLElement>(focusSelectors[focusTarget])?.focus()
    setFocusTarget(null)
  }, [focusTarget, box])

  const failed = (error: unknown, onFields: (errors: FieldErrors) => void) => {
    const problem = linkProblem(error)
    if (problem?.kind === 'technical') setNotice(i18n._(errorMessage(error)))
    else if (problem) onLinkProblem(problem)
    else onFields(isPlatformError(error) ? (error.errorList ?? {}) : {})
  }

  const markMobile = (errors: FieldErrors) => {
    const key = errors.mobile?.[0]
    if (!key) return false
    setError('mobile', { type: 'server', message: key })
    setFocusTarget('mobile')
    return true
  }

  const request = async () => {
    setNotice(null)
    const mobile = getValues('mobile')
    const invalid = await checkMobile(mobile, countries)
    if (invalid) {
      setError('mobile', { type: 'validate', message: invalid })
      setFocusTarget('mobile')
      return
    }
    clearErrors(['mobile', 'code'])
    try {
      const { endTime } = await calls.send(mobile)
      setValue('code', '')
      dispatch({ type: 'sent', endTime })
      setFocusTarget('code')
    } catch (error) {
      if (limit.hit(error)) return
      failed(error, (errors) => {
        if (markMobile(errors)) return
        setNotice(t`Не удалось отправить код. Проверьте номер и повторите попытку.`)
      })
    }
  }

  const verify = async (code: string) => {
    setNotice(null)
    try {
      await calls.verify(getValues('mobile'), code)
      clearErrors('code')
      dispatch({ type: 'verified' })
    } catch (error) {
      failed(error, (errors) => {
        if (markMobile(errors)) return
        const key = errors.code?.[0]
        const refusal = isCodeError(key) ? key : 'errorCode'
        dispatch({ type: 'rejected', error: refusal })
        setValue('code', '')
        setError('code', { type: 'server', message: refusal })
        setFocusTarget(refusal === 'errorCode' ? 'code' : 'request')
      })
    }
  }

  const changeNumber = () => {
    dispatch({ type: 'reset' })
    setValue('code', '')
    clearErrors(['mobile', 'code'])
    setNotice(null)
    setFocusTarget('mobile')
  }

  const timeUp = () => {
    dispatch({ type: 'timeUp' })
    setError('code', { type: 'validate', message: 'errorCodeExpired' })
  }

  return { state, notice, limit, calls, request, verify, changeNumber, timeUp }
}
