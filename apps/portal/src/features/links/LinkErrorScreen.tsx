import { Trans, useLingui } from '@lingui/react/macro'
import type { TermsEntry } from '@platform/sdk'
import { Button, Link } from '@platform/ui'
import { Navigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LinkPage } from './LinkPage'
import * as styles from './LinkPage.css'
import type { LinkProblem } from './link-problem'
import { type LinkKind, requestAgain, stateText } from './link-texts'
import { SessionConflict } from './SessionConflict'

export interface LinkErrorScreenProps {
  kind: LinkKind
  problem: LinkProblem
  /** The page's form with the agreements the platform asks for (403 `termsRequired`). */
  renderTermsForm?: (terms: TermsEntry[]) => ReactNode
  /** Try again after a technical failure. */
  onRetry?: () => void
}

function BackToSignIn() {
  return (
    <Link href="/login" variant="standalone">
      <Trans>Перейти ко входу</Trans>
    </Link>
  )
}

/** The link error screens: one per reason a link cannot be used. */
export function LinkErrorScreen({ kind, problem, renderTermsForm, onRetry }: LinkErrorScreenProps) {
  const { t, i18n } = useLingui()
  switch (problem.kind) {
    case 'notFound':
      return <Navigate to="/404" replace />
    case 'sessionConflict':
      return <SessionConflict />
    case 'termsRequired':
      if (renderTermsForm) return renderTermsForm(problem.terms)
      break
    case 'access':
      return (
        <LinkPage
          focusHeading
          title={t`Техническая ошибка`}
          lead={t`Ссылку не удалось открыть. Войдите в систему или обратитесь в службу поддержки.`}
        >
          <BackToSignIn />
        </LinkPage>
      )
    case 'canceled':
    case 'expired':
    case 'used': {
      const text = stateText(kind, problem.kind)
      const again = problem.kind === 'used' ? undefined : requestAgain[kind]
      return (
        <LinkPage focusHeading title={i18n._(text.title)} lead={i18n._(text.text)}>
          <div className={styles.actions}>
            {again && (
              <Link href={again.to} variant="standalone">
                {i18n._(again.label)}
              </Link>
            )}
            <BackToSignIn />
          </div>
        </LinkPage>
      )
    }
  }
  return (
    <LinkPage
      focusHeading
      title={t`Не удалось проверить ссылку`}
      lead={t`Техническая ошибка. Повторите попытку позже или обратитесь в службу поддержки.`}
    >
      <div className={styles.actions}>
        {onRetry && (
          <Button onPress={onRetry}>
            <Trans>Повторить</Trans>
          </Button>
        )}
        <BackToSignIn />
      </div>
    </LinkPage>
  )
}
