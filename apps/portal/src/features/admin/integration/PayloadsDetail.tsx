import { useLingui } from '@lingui/react/macro'
import type { IntegrationRecord } from '@platform/sdk'
import * as styles from './integration.css'

/** What an expanded exchange shows: the beginnings of its request and response, unwrapped. */
export function PayloadsDetail({ record }: { record: IntegrationRecord }) {
  const { t } = useLingui()
  return (
    <dl className={styles.payloads}>
      <dt className={styles.payloadTerm}>{t`Запрос (начало, целиком — в файле)`}</dt>
      <dd className={styles.payload}>{record.request ?? t`Запрос не записан`}</dd>
      <dt className={styles.payloadTerm}>{t`Ответ (начало, целиком — в файле)`}</dt>
      <dd className={styles.payload}>{record.response ?? t`Ответа пока нет`}</dd>
    </dl>
  )
}
