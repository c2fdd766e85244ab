import { useLingui } from '@lingui/react/macro'
import type { MonitoringRow } from '@platform/sdk'
import { listMonitoringApplicationsQuery } from '@platform/sdk/query'
import type { TableColumn } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { formatDateTime } from '../../../i18n/format'
import { usePlatform } from '../../../platform/hooks'
import type { CsvColumn } from '../../../shared/list'
import * as adminStyles from '../shared/admin.css'
import { HealthBadge } from '../shared/HealthBadge'
import type { Keyed } from '../shared/keyed'
import { CriticalityBadge, criticalityNames } from './CriticalityBadge'
import { criticalityLevel } from './criticality'

/** The columns of the monitoring table and of its CSV file. */
export function useMonitoringColumns() {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const applications = useQuery(listMonitoringApplicationsQuery(client))
  return useMemo(() => {
    const titles = new Map(
      (applications.data?.applications ?? []).map((application) => [
        application.code,
        application.title,
      ]),
    )
    const applicationOf = (row: MonitoringRow) => titles.get(row.application) ?? row.application
    const errorAtOf = (row: MonitoringRow) =>
      row.errorAt ? formatDateTime(row.errorAt, i18n.locale) : ''
    const up = t`Работает`
    const down = t`Не работает`
    const table: TableColumn<Keyed<MonitoringRow>>[] = [
      {
        id: 'key',
        title: t`Ключ`,
        cell: (row) => <span className={adminStyles.code}>{row.key}</span>,
        allowsSorting: true,
        minWidth: 200,
      },
      {
        id: 'application',
        title: t`Приложение`,
        cell: applicationOf,
        allowsSorting: true,
        minWidth: 120,
      },
      {
        id: 'description',
        title: t`Описание`,
        cell: (row) => row.description,
        width: '2fr',
        minWidth: 160,
      },
      {
        id: 'status',
        title: t`Состояние`,
        cell: (row) => <HealthBadge status={row.status} />,
        allowsSorting: true,
        minWidth: 140,
      },
      {
        id: 'stuckCounter',
        title: t`Зависаний`,
        cell: (row) => row.stuckCounter,
        allowsSorting: true,
        align: 'end',
        minWidth: 100,
      },
      {
        id: 'critical',
        title: t`Критичность`,
        cell: (row) => <CriticalityBadge critical={row.critical} />,
        allowsSorting: true,
        minWidth: 130,
      },
    ]
    const csv: CsvColumn<MonitoringRow>[] = [
      { header: t`Ключ`, value: (row) => row.key },
      { header: t`Приложение`, value: applicationOf },
      { header: t`Описание`, value: (row) => row.description },
      { header: t`Состояние`, value: (row) => (row.status === 'up' ? up : down) },
      { header: t`Сведения`, value: (row) => row.info },
      { header: t`Зависаний`, value: (row) => row.stuckCounter },
      { header: t`Время ошибки`, value: errorAtOf },
      { header: t`Последняя ошибка`, value: (row) => row.lastError },
      {
        header: t`Критичность`,
        value: (row) => i18n._(criticalityNames[criticalityLevel(row.critical)]),
      },
    ]
    return { table, csv }
  }, [t, i18n, applications.data])
}
