import { Trans } from '@lingui/react/macro'
import type { UiMenuEntry } from '@platform/sdk'
import * as styles from './AppsPage.css'

/**
 * One service as a card-shaped link. Services live on their own hosts, so this is a plain
 * anchor: the portal's router never rewrites their addresses.
 */
export function ServiceCard({ service, isCurrent }: { service: UiMenuEntry; isCurrent: boolean }) {
  const content = (
    <>
      <span className={styles.cardTitle}>
        {service.title}
        {isCurrent && (
          <span className={styles.mark}>
            {' '}
            <Trans>(вы пришли отсюда)</Trans>
          </span>
        )}
      </span>
      {service.description && <span className={styles.cardText}>{service.description}</span>}
    </>
  )
  if (!service.serviceUrl) return <div className={styles.card}>{content}</div>
  return (
    <a
      className={styles.card}
      href={service.serviceUrl}
      aria-current={isCurrent ? 'true' : undefined}
    >
      {content}
    </a>
  )
}
