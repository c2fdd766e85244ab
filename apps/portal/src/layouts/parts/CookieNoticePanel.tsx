import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import * as styles from './CookieNotice.css'
import { PortalAnchor } from './PortalAnchor'

export interface CookieNoticePanelProps {
  text: string
  link?: string | null
  linkName?: string | null
  aboveBottomMenu: boolean
  onAccept: () => void
}

/** The notice itself: the project's text, its link and the button that accepts. */
export default function CookieNoticePanel({
  text,
  link,
  linkName,
  aboveBottomMenu,
  onAccept,
}: CookieNoticePanelProps) {
  const { t } = useLingui()
  return (
    <section
      aria-label={t`Файлы cookie`}
      className={[styles.notice, aboveBottomMenu && styles.aboveBottomMenu]
        .filter(Boolean)
        .join(' ')}
    >
      <p className={styles.text}>
        {text}
        {link && linkName && (
          <>
            {' '}
            <PortalAnchor href={link} className={styles.link}>
              {linkName}
            </PortalAnchor>
          </>
        )}
      </p>
      <Button onPress={onAccept}>
        <Trans>Принять</Trans>
      </Button>
    </section>
  )
}
