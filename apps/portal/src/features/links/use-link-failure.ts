import { useLingui } from '@lingui/react'
import type { FieldErrors as PlatformFieldErrors } from '@platform/forms'
import { useServerErrors } from '@platform/forms/react'
import { isPlatformError, type TermsEntry } from '@platform/sdk'
import { useCallback, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { errorMessage } from '../../i18n/errors'
import { type LinkProblem, linkProblem } from './link-problem'

export interface LinkFailureOptions {
  /** Agreements the platform asked for before the form (403 `termsRequired` of the status). */
  terms?: TermsEntry[]
  /** A failure that is neither the link's nor the fields' (default: said above the form). */
  onOther?: (error: unknown) => void
}

/**
 * How the form of a link page takes a failed call: field errors are marked (a
 * password error mirrored onto its repeat), agreements the platform asks for join the form,
 * a link that cannot be used any more shows its error screen, and a technical failure is said
 * above the form. What was typed always stays.
 */
export function useLinkFailure<T extends FieldValues>(
  form: UseFormReturn<T>,
  onMarked: () => void,
  options: LinkFailureOptions = {},
) {
  const { terms: initialTerms = [], onOther } = options
  const { i18n } = useLingui()
  const applyServerErrors = useServerErrors(form)
  const [problem, setProblem] = useState<LinkProblem | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [asked, setAsked] = useState<TermsEntry[]>(initialTerms)

  const other = useCallback(
    (error: unknown) => (onOther ? onOther(error) : setNotice(i18n._(errorMessage(error)))),
    [i18n, onOther],
  )

  const askTerms = useCallback(
    (terms: TermsEntry[]) => {
      setAsked(terms)
      for (const term of terms) {
        form.setError(`termsAgree.${term.type}` as never, { type: 'server', message: 'errorTerms' })
      }
    },
    [form],
  )

  const fail = useCallback(
    (error: unknown) => {
      const found = linkProblem(error)
      if (found?.kind === 'termsRequired') askTerms(found.terms)
      else if (found?.kind === 'technical') other(error)
      else if (found) {
        setProblem(found)
        return
      } else if (isPlatformError(error)) {
        const marked: PlatformFieldErrors = applyServerErrors(error)
        if (error.body?.termsRequired?.length) setAsked(error.body.termsRequired)
        if (Object.keys(marked).length === 0) other(error)
      }
      onMarked()
    },
    [applyServerErrors, askTerms, onMarked, other],
  )

  return { problem, setProblem, notice, clearNotice: () => setNotice(null), asked, fail }
}
