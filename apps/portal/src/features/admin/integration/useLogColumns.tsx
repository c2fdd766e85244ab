import { useLingui } from '@lingui/react/macro'
import type { IntegrationRecord } from '@platform/sdk'
import type { TableColumn } from '@platform/ui'
import { useMemo } from 'react'
import { formatDateTime } from '../../../i18n/format'
import type { CsvColumn } from '../../../shared/list'
import { syncEntityNames } from '../shared/entity-names'
import { PayloadButtons } from './PayloadButtons'
import { RecordStatusBadge } from './statuses'

/** The columns of the integration log and of its CSV file. */
export function useLogColumns() {
  const { t, i18n } = useLingui()
  return useMemo(() => {
    const when = (iso: string) => formatDateTime(iso, i18n.locale)
    const keyName = (record: IntegrationRecord) => i18n._(syncEntityNames[record.key])
    const statusName = { wait: t`Ожидает ответа`, success: t`Успешно`, error: t`Ошибка` }
    const table: TableColumn<IntegrationRecord>[] = [
      {
        id: 'updatedAt',
        title: t`Изменён`,
        cell: (record) => when(record.updatedAt),
        allowsSorting: true,
        width: 190,
      },
      {
        id: 'createdAt',
        title: t`Создан`,
        cell: (record) => when(record.createdAt),
        allowsSorting: true,
        width: 150,
      },
      { id: 'key', title: t`Объект`, cell: keyName, allowsSorting: true, minWidth: 150 },
      {
        id: 'status',
        title: t`Состояние`,
        cell: (record) => <RecordStatusBadge status={record.status} />,
        allowsSorting: true,
        minWidth: 160,
      },
      {
        id: 'files',
        title: t`Файлы`,
        cell: (record) => (
          <PayloadButtons record={record} name={`${keyName(record)}, ${when(record.updatedAt)}`} />
        ),
        minWidth: 190,
      },
    ]
    const csv: CsvColumn<IntegrationRecord>[] = [
      { header: t`Изменён`, value: (record) => when(record.updatedAt) },
      { header: t`Создан`, value: (record) => when(record.createdAt) },
      { header: t`Объект`, value: keyName },
      { header: t`Состояние`, value: (record) => statusName[record.status] },
      { header: t`Запрос`, value: (record) => record.request },
      { header: t`Ответ`, value: (record) => record.response },
    ]
    return { table, csv }
  }, [t, i18n])
}
