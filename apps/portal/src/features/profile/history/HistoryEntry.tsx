import { useLingui } from '@lingui/react/macro'
import type { ProfileHistoryRow } from '@platform/sdk'
import { Disclosure } from '@platform/ui'
import { formatDateTime } from '../../../i18n/format'
import * as styles from './HistoryPage.css'
import { useChangeType } from './useChangeType'

/** One change of the account: when, what kind, who and from where; it expands to the fields. */
export function HistoryEntry({ row }: { row: ProfileHistoryRow }) {
  const { t, i18n } = useLingui()
  const typeOf = useChangeType()
  const ip = row.ip ?? t`без адреса`
  return (
    <Disclosure
      id={row.id}
      headingLevel={2}
      title={
        <span className={styles.summary}>
          <span className={styles.when}>{formatDateTime(row.date, i18n.locale)}</span>
          <span className={styles.kind}>{typeOf(row.type)}</span>
          <span className={styles.meta}>
            {row.changer} · IP: {ip}
          </span>
        </span>
      }
    >
      {row.changes.length === 0 ? (
        <p className={styles.none}>{t`Значения полей не менялись.`}</p>
      ) : (
        <table className={styles.changes}>
          <thead>
            <tr>
              <th scope="col">{t`Поле`}</th>
              <th scope="col">{t`Было`}</th>
              <th scope="col">{t`Стало`}</th>
            </tr>
          </thead>
          <tbody>
            {row.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.title}</th>
                <td>{change.before ?? '—'}</td>
                <td>{change.after ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Disclosure>
  )
}
