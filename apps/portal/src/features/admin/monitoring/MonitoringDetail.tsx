import { useLingui } from '@lingui/react/macro'
import type { MonitoringRow } from '@platform/sdk'
import { formatDateTime } from '../../../i18n/format'
import * as styles from './monitoring.css'

/**
 * What an expanded check shows in full: what it watches, its details (such as a queue's
 * length), and its last error with the time it happened.
 */
export function MonitoringDetail({ row }: { row: MonitoringRow }) {
  const { t, i18n } = useLingui()
  const errorAt = row.errorAt ? formatDateTime(row.errorAt, i18n.locale) : null
  return (
    <dl className={styles.detail}>
      <dt className={styles.detailTerm}>{t`Что проверяется`}</dt>
      <dd className={styles.detailValue}>{row.description}</dd>
      <dt className={styles.detailTerm}>{t`Сведения`}</dt>
      <dd className={styles.detailValue}>{row.info ?? t`Нет сведений`}</dd>
      <dt className={styles.detailTerm}>{t`Последняя ошибка`}</dt>
      <dd className={styles.detailValue}>
        {row.lastError
          ? errorAt
            ? `${errorAt}: ${row.lastError}`
            : row.lastError
          : t`Ошибок не было`}
      </dd>
    </dl>
  )
}
