import { useLingui } from '@lingui/react/macro'
import type { DiagnosticsVersion } from '@platform/sdk'
import type { TableColumn } from '@platform/ui'
import { useMemo } from 'react'
import type { CsvColumn } from '../../../shared/list'
import * as adminStyles from '../shared/admin.css'
import { HealthBadge } from '../shared/HealthBadge'
import type { Keyed } from '../shared/keyed'
import { StandingBadge } from './StandingBadge'
import { VersionText } from './VersionText'
import { versionDifference } from './version-difference'

const differenceOf = (row: DiagnosticsVersion) =>
  versionDifference(row.version, row.recommendedVersion)

/** The columns of the versions table and of its CSV file. */
export function useDiagnosticsColumns() {
  const { t } = useLingui()
  return useMemo(() => {
    const none = t`нет данных`
    const table: TableColumn<Keyed<DiagnosticsVersion>>[] = [
      {
        id: 'application',
        title: t`Приложение`,
        cell: (row) => <span className={adminStyles.code}>{row.application}</span>,
        minWidth: 120,
      },
      { id: 'description', title: t`Описание`, cell: (row) => row.description, minWidth: 120 },
      {
        id: 'status',
        title: t`Состояние`,
        cell: (row) => <HealthBadge status={row.status} />,
        minWidth: 140,
      },
      {
        id: 'version',
        title: t`Версия`,
        cell: (row) =>
          row.version ? <VersionText version={row.version} from={differenceOf(row).from} /> : none,
        minWidth: 100,
      },
      {
        id: 'recommended',
        title: t`Рекомендуемая`,
        cell: (row) =>
          row.recommendedVersion ? (
            <VersionText version={row.recommendedVersion} from={differenceOf(row).from} />
          ) : (
            none
          ),
        minWidth: 130,
      },
      {
        id: 'difference',
        title: t`Сравнение`,
        cell: (row) => <StandingBadge difference={differenceOf(row)} />,
        minWidth: 200,
      },
      {
        id: 'message',
        title: t`Сообщение`,
        cell: (row) => row.message ?? '—',
        width: '2fr',
        minWidth: 200,
      },
    ]
    const csv: CsvColumn<DiagnosticsVersion>[] = [
      { header: t`Приложение`, value: (row) => row.application },
      { header: t`Описание`, value: (row) => row.description },
      {
        header: t`Состояние`,
        value: (row) => (row.status === 'up' ? t`Работает` : t`Не работает`),
      },
      { header: t`Версия`, value: (row) => row.version },
      { header: t`Рекомендуемая`, value: (row) => row.recommendedVersion },
      { header: t`Сообщение`, value: (row) => row.message },
    ]
    return { table, csv }
  }, [t])
}
