import { useLingui } from '@lingui/react'
import { lazy, Suspense } from 'react'
import { useShell } from './hooks'
import { storedAcceptance, useCookieConsent } from './useCookieConsent'

const loadPanel = () => import('./CookieNoticePanel')
const CookieNoticePanel = lazy(loadPanel)

/**
 * A visitor who has not accepted the notice in this browser will likely see it: its chunk
 * then loads with the page's chunks at start, not after the page. Everybody else never loads it.
 */
export function preloadCookieNotice() {
  if (!storedAcceptance()) loadPanel().catch(() => undefined)
}

/** The cookie-consent notice of the project, in the interface language, until accepted. */
export function CookieNotice({ aboveBottomMenu }: { aboveBottomMenu: boolean }) {
  const { i18n } = useLingui()
  const { project } = useShell()
  const { accepted, accept } = useCookieConsent()
  const options = project.options[i18n.locale] ?? Object.values(project.options)[0]
  const notice = options?.cookie
  if (accepted || !notice) return null

  return (
    <Suspense fallback={null}>
      <CookieNoticePanel
        text={notice.text}
        link={notice.link}
        linkName={notice.linkName}
        aboveBottomMenu={aboveBottomMenu}
        onAccept={accept}
      />
    </Suspense>
  )
}
