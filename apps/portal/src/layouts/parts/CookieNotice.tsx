import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import * as styles from './CookieNotice.css'
import { useShell } from './hooks'
import { PortalAnchor } from './PortalAnchor'
import { useCookieConsent } from './useCookieConsent'

/** The cookie-consent notice of the project, in the interface language, until accepted. */
export function CookieNotice({ aboveBottomMenu }: { aboveBottomMenu: boolean }) {
  const { t, i18n } = useLingui()
  const { project } = useShell()
  const { accepted, accept } = useCookieConsent()
  const options = project.options[i18n.locale] ?? Object.values(project.options)[0]
  const notice = options?.cookie
  if (accepted || !notice) return null

  return (
    <section
      aria-label={t`Файлы cookie`}
      className={[styles.notice, aboveBottomMenu && styles.aboveBottomMenu]
        .filter(Boolean)
        .join(' ')}
    >
      <p className={styles.text}>
        {notice.text}
        {notice.link && notice.linkName && (
          <>
            {' '}
            <PortalAnchor href={notice.link} className={styles.link}>
              {notice.linkName}
            </PortalAnchor>
          </>
        )}
      </p>
      <Button onPress={accept}>
        <Trans>Принять</Trans>
      </Button>
    </section>
  )
}
