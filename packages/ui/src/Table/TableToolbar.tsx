import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Spinner } from '../Spinner/Spinner'
import { toolbar } from './Table.css'

interface TableToolbarProps {
  /** The id the table's description points at. */
  countId: string
  totalCount: number | undefined
  /** Rows are shown and fresh ones are loading. */
  isRefreshing: boolean
}

/**
 * Above the rows: «Всего: N», announced as it changes, and a spinner while rows refresh. Its
 * line is there before the total is, so the rows do not move down when the first answer comes.
 */
export function TableToolbar({ countId, totalCount, isRefreshing }: TableToolbarProps) {
  const { t } = useLingui()
  return (
    <div className={toolbar}>
      {totalCount !== undefined && (
        <span id={countId} role="status">
          {t({
            message: plural(totalCount, {
              one: 'Всего: # запись',
              few: 'Всего: # записи',
              many: 'Всего: # записей',
              other: 'Всего: # записи',
            }),
          })}
        </span>
      )}
      {isRefreshing && <Spinner label={t`Обновление данных`} />}
    </div>
  )
}
