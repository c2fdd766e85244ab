import { useLingui } from '@lingui/react/macro'
import type { ChangeHistoryRow } from '@platform/sdk'
import { listHistoryTypesQuery } from '@platform/sdk/query'
import type { TableColumn } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { formatDateTime } from '../../../i18n/format'
import { usePlatform } from '../../../platform/hooks'
import type { CsvColumn } from '../../../shared/list'
import { entityName } from '../shared/entity-names'
import * as styles from './history.css'

/** The title of each change type, from the platform's list; a type missing there shows its code. */
export function useChangeTypes() {
  const { client } = usePlatform()
  const types = useQuery(listHistoryTypesQuery(client))
  return useMemo(() => {
    const titles = new Map((types.data?.types ?? []).map((type) => [type.code, type.title]))
    return {
      types: types.data?.types ?? [],
      titleOf: (code: string) => titles.get(code) ?? code,
    }
  }, [types.data])
}

const changerOf = (row: ChangeHistoryRow, platform: string) => row.changer?.fio ?? platform
const recordOf = (row: ChangeHistoryRow) => row.entityTitle ?? row.entityId ?? ''

/** The columns of the history table and of its CSV file. */
export function useHistoryColumns() {
  const { t, i18n } = useLingui()
  const { titleOf } = useChangeTypes()
  const platform = t`Платформа`
  return useMemo(() => {
    const table: TableColumn<ChangeHistoryRow>[] = [
      {
        id: 'date',
        title: t`Дата и время`,
        cell: (row) => formatDateTime(row.date, i18n.locale),
        allowsSorting: true,
        width: 190,
      },
      {
        id: 'type',
        title: t`Изменение`,
        cell: (row) => titleOf(row.type),
        allowsSorting: true,
        minWidth: 120,
      },
      {
        id: 'entity',
        title: t`Объект`,
        cell: (row) => (
          <span className={styles.cellText}>
            {entityName(i18n, row.entity)}
            {row.subtype && <span className={styles.muted}> · {row.subtype}</span>}
          </span>
        ),
        allowsSorting: true,
        minWidth: 150,
      },
      {
        id: 'record',
        title: t`Запись`,
        cell: (row) => <span className={styles.cellText}>{recordOf(row) || '—'}</span>,
        width: '2fr',
        minWidth: 160,
      },
      {
        id: 'changer',
        title: t`Кто изменил`,
        cell: (row) => changerOf(row, platform),
        allowsSorting: true,
        minWidth: 150,
      },
      {
        id: 'ip',
        title: t`IP-адрес`,
        cell: (row) => row.ip ?? '—',
        allowsSorting: true,
        minWidth: 120,
      },
    ]
    const csv: CsvColumn<ChangeHistoryRow>[] = [
      { header: t`Дата и время`, value: (row) => formatDateTime(row.date, i18n.locale) },
      { header: t`Изменение`, value: (row) => titleOf(row.type) },
      { header: t`Объект`, value: (row) => entityName(i18n, row.entity) },
      { header: t`Подвид`, value: (row) => row.subtype },
      { header: t`Запись`, value: recordOf },
      { header: t`Кто изменил`, value: (row) => changerOf(row, platform) },
      { header: t`IP-адрес`, value: (row) => row.ip },
      {
        header: t`Что изменилось`,
        value: (row) =>
          row.changes
            .map((change) => `${change.param}: ${change.before ?? '—'} → ${change.after ?? '—'}`)
            .join('; '),
      },
    ]
    return { table, csv }
  }, [t, i18n, titleOf, platform])
}
