import { useLingui } from '@lingui/react/macro'
import type { ProfileDetails } from '@platform/sdk'
import { Card, Link, StatusBadge } from '@platform/ui'
import { formatDateTime } from '../../../i18n/format'
import { portalPath } from '../../../layouts/parts/menu'
import * as styles from '../PersonalPage.css'

/**
 * The agreements the person was asked for, each linking to its legal document (an in-portal
 * page when the platform points under /platform), with their answer and when it was given.
 */
export function Agreements({ terms }: { terms: ProfileDetails['termsInfo'] }) {
  const { t, i18n } = useLingui()
  if (terms.length === 0) return null
  return (
    <Card title={t`Соглашения`} headingLevel={2}>
      <ul className={styles.accountList}>
        {terms.map((entry) => {
          const when = entry.agreedAt ? formatDateTime(entry.agreedAt, i18n.locale) : null
          return (
            <li key={entry.type} className={styles.accountItem}>
              <div className={styles.itemText}>
                {entry.link ? (
                  <Link
                    href={portalPath(entry.link) ?? entry.link}
                    isExternal={/^https?:/.test(entry.link)}
                  >
                    {entry.title}
                  </Link>
                ) : (
                  <p className={styles.itemTitle}>{entry.title}</p>
                )}
              </div>
              {entry.agree ? (
                <StatusBadge variant="success">
                  {when ? t`Принято ${when}` : t`Принято`}
                </StatusBadge>
              ) : (
                <StatusBadge variant="warning">{t`Не принято`}</StatusBadge>
              )}
            </li>
          )
        })}
      </ul>
    </Card>
  )
}
