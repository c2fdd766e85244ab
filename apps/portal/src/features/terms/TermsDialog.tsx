import { Trans, useLingui } from '@lingui/react/macro'
import type { TermsAgreement, TermsEntry } from '@platform/sdk'
import { Button, Dialog } from '@platform/ui'
import { useState } from 'react'
import { TermsChecklist } from './TermsChecklist'
import { type TermsAnswers, termsAgreement, termsErrors } from './terms'
import * as styles from './terms.css'

export interface TermsDialogProps {
  /** The agreements to accept; render the dialog only while there are some. */
  terms: readonly TermsEntry[]
  /** Why the last answer was refused (a required agreement the server still misses). */
  error?: string
  /** The answers are being sent. */
  isPending?: boolean
  /** The caption of the accept button. @default «Принять» */
  acceptLabel?: string
  onAccept: (termsAgree: TermsAgreement[]) => void
  onCancel: () => void
}

/**
 * The required-terms form as a modal (a 403 with `termsRequired`): the person ticks the
 * agreements, required ones first of all, and the call is sent again with `termsAgree`.
 */
export default function TermsDialog({
  terms,
  error,
  isPending = false,
  acceptLabel,
  onAccept,
  onCancel,
}: TermsDialogProps) {
  const { t } = useLingui()
  const [answers, setAnswers] = useState<TermsAnswers>({})
  const [submitted, setSubmitted] = useState(false)

  const accept = () => {
    setSubmitted(true)
    if (Object.keys(termsErrors(terms, answers)).length === 0) {
      onAccept(termsAgreement(terms, answers))
    }
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel()
      }}
      title={t`Необходимо согласие`}
      isKeyboardDismissDisabled={isPending}
      actions={
        <div className={styles.actions}>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            <Trans>Отмена</Trans>
          </Button>
          <Button onPress={accept} isPending={isPending}>
            {acceptLabel ?? t`Принять`}
          </Button>
        </div>
      }
    >
      <p className={styles.lead}>
        <Trans>
          Чтобы продолжить, примите условия. Без обязательных согласий продолжить нельзя.
        </Trans>
      </p>
      <div role="alert">{error && <p className={styles.error}>{error}</p>}</div>
      <TermsChecklist
        terms={terms}
        answers={answers}
        onChange={setAnswers}
        showErrors={submitted}
      />
    </Dialog>
  )
}
