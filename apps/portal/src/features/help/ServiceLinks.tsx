import { Trans } from '@lingui/react/macro'
import type { ServiceApplication } from '@platform/sdk'
import type { ReactNode } from 'react'
import * as styles from './HelpPage.css'

/**
 * The service's addresses. They are other hosts, so these are plain anchors (the portal's
 * router never rewrites them); help and API documents open in a new tab.
 */
export function ServiceLinks({ service }: { service: ServiceApplication }) {
  const links: { key: string; href: string; label: ReactNode; newTab: boolean }[] = []
  if (service.url) {
    links.push({
      key: 'url',
      href: service.url,
      label: <Trans>Перейти в сервис</Trans>,
      newTab: false,
    })
  }
  if (service.helpUrl) {
    links.push({ key: 'help', href: service.helpUrl, label: <Trans>Справка</Trans>, newTab: true })
  }
  if (service.publicSwaggerUrl) {
    links.push({
      key: 'api',
      href: service.publicSwaggerUrl,
      label: <Trans>Публичное описание API</Trans>,
      newTab: true,
    })
  }
  if (links.length === 0) {
    return (
      <p className={styles.muted}>
        <Trans>У сервиса нет опубликованных ссылок.</Trans>
      </p>
    )
  }
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.key}>
          <a
            className={styles.link}
            href={link.href}
            {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {link.label}
            {link.newTab && (
              <span className={styles.hidden}>
                {' '}
                <Trans>(откроется в новой вкладке)</Trans>
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  )
}
