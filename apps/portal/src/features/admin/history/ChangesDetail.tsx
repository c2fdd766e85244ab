import { useLingui } from '@lingui/react/macro'
import type { ChangeHistoryRow } from '@platform/sdk'
import * as styles from './history.css'

/** A value of a parameter, or a word for none (a creation has no value before). */
function Value({ value }: { value: string | null }) {
  const { t } = useLingui()
  return value === null ? <span className={styles.muted}>{t`нет значения`}</span> : value
}

/** What an expanded history row shows: each changed parameter, before and after, side by side. */
export function ChangesDetail({ row }: { row: ChangeHistoryRow }) {
  const { t } = useLingui()
  if (row.changes.length === 0) {
    return <p className={styles.muted}>{t`Подробностей об изменённых параметрах нет.`}</p>
  }
  const record = row.entityTitle ?? row.entityId ?? ''
  return (
    <table className={styles.changes}>
      <caption className={styles.caption}>
        {record ? t`Что изменилось: ${record}` : t`Что изменилось`}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={styles.changeHead}>{t`Параметр`}</th>
          <th scope="col" className={styles.changeHead}>{t`Было`}</th>
          <th scope="col" className={styles.changeHead}>{t`Стало`}</th>
        </tr>
      </thead>
      <tbody>
        {row.changes.map((change) => (
          <tr key={change.param}>
            <th scope="row" className={styles.param}>
              {change.param}
            </th>
            <td className={styles.before}>
              <Value value={change.before} />
            </td>
            <td className={styles.after}>
              <Value value={change.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
