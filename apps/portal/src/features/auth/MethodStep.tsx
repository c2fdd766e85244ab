import { useLingui } from '@lingui/react/macro'
import type { AuthFlow } from '@platform/sdk'
import { Spinner } from '@platform/ui'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { RateLimitNotice } from '../../shell/RateLimitNotice'
import { IdentitySummary } from './IdentitySummary'
import type { EnteredIdentifier } from './identifier'
import { LoginAlertBox } from './LoginAlertBox'
import * as styles from './LoginPage.css'
import { flowHeadings, loginAlertTexts } from './login-texts'
import { OtherMethods } from './OtherMethods'
import { PasswordForm } from './PasswordForm'
import { useSignIn } from './use-sign-in'

// Most people sign in by password: the code form and the terms form load when needed.
const CodeForm = lazy(() => import('./CodeForm'))
const TermsDialog = lazy(() => import('../terms/TermsDialog'))

export interface MethodStepProps {
  entered: EnteredIdentifier
  /** The flows offered to the identifier; the first one is current at first. */
  flows: readonly AuthFlow[]
  onChangeIdentifier: () => void
}

/** The second step: the current flow's form, the other methods, and the terms form on a 403. */
export function MethodStep({ entered, flows, onChangeIdentifier }: MethodStepProps) {
  const { i18n, t } = useLingui()
  const [flow, setFlow] = useState<AuthFlow>(flows[0] ?? 'credentials')
  const signIn = useSignIn(entered)
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)

  // A new step or method (hence `flow` read below): focus says where the person is now.
  useEffect(() => {
    if (flow) headingRef.current?.focus()
  }, [flow])

  const choose = (next: AuthFlow) => {
    signIn.clearAlert()
    setFlow(next)
  }

  return (
    <div className={styles.stack}>
      <IdentitySummary entered={entered} onChange={onChangeIdentifier} />
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {i18n._(flowHeadings[flow])}
      </h2>
      {signIn.limit.until === null ? (
        <LoginAlertBox alert={signIn.alert} />
      ) : (
        <RateLimitNotice limit={signIn.limit} />
      )}
      {flow === 'credentials' ? (
        <PasswordForm entered={entered} signIn={signIn} labelledBy={headingId} />
      ) : (
        <Suspense fallback={<Spinner label={t`Загрузка формы кода`} />}>
          <CodeForm
            key={flow}
            flow={flow}
            entered={entered}
            signIn={signIn}
            labelledBy={headingId}
          />
        </Suspense>
      )}
      <OtherMethods flows={flows} current={flow} onChoose={choose} />
      {signIn.pendingTerms && (
        <Suspense fallback={<Spinner label={t`Загрузка условий`} />}>
          <TermsDialog
            terms={signIn.pendingTerms.terms}
            error={signIn.pendingTerms.refused ? i18n._(loginAlertTexts.consent) : undefined}
            isPending={signIn.isPending}
            acceptLabel={t`Принять и войти`}
            onAccept={signIn.acceptTerms}
            onCancel={signIn.declineTerms}
          />
        </Suspense>
      )}
    </div>
  )
}
