import { useLingui } from '@lingui/react/macro'
import type { ApplicationListItem, OperationQuery } from '@platform/sdk'
import { listApplicationsQuery } from '@platform/sdk/query'
import { usePlatform } from '../../../platform/hooks'
import { type CsvColumn, ExportCsvButton } from '../../../shared/list'
import { applicationTypeNames } from './texts'

interface ApplicationsExportProps {
  /** The list's query: the file holds the whole filtered list in its order. */
  query: OperationQuery<'/platform/setting/applications', 'get'>
}

/** The applications as a CSV file, with the columns people read. */
export function ApplicationsExport({ query }: ApplicationsExportProps) {
  const { t, i18n } = useLingui()
  const { client, queryClient } = usePlatform()
  const yes = t`да`
  const no = t`нет`
  const flag = (value: boolean) => (value ? yes : no)
  const columns: CsvColumn<ApplicationListItem>[] = [
    { header: t`Порядок`, value: (row) => row.order + 1 },
    { header: t`Название`, value: (row) => row.name },
    { header: t`Название на английском`, value: (row) => row.nameEn },
    { header: t`Код`, value: (row) => row.code },
    { header: t`Тип`, value: (row) => i18n._(applicationTypeNames[row.type]) },
    { header: t`Включено`, value: (row) => flag(row.enabled) },
    { header: t`Адрес`, value: (row) => row.url },
    { header: t`В меню`, value: (row) => flag(row.menuVisible) },
    { header: t`В профиле`, value: (row) => flag(row.profileVisible) },
    { header: t`Встроенное`, value: (row) => flag(row.immutable) },
  ]
  return (
    <ExportCsvButton
      fileName="applications"
      columns={columns}
      fetchPage={async (page, limit) => {
        const data = await queryClient.fetchQuery(
          listApplicationsQuery(client, { ...query, page, limit }),
        )
        return { items: data.applications, total: data.meta.total }
      }}
    />
  )
}
