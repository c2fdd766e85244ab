import { useLingui } from '@lingui/react/macro'
import type { OperationQuery, ProviderListItem } from '@platform/sdk'
import { listProvidersQuery } from '@platform/sdk/query'
import { useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'
import { type CsvColumn, ExportCsvButton } from '../../../shared/list'
import { providerTypeTitles } from './texts'

interface ProvidersExportProps {
  /** The table's query: its order is the file's. */
  query: OperationQuery<'/platform/setting/providers', 'get'>
}

/** Every provider as a CSV file, in the table's order. */
export function ProvidersExport({ query }: ProvidersExportProps) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const yes = t`да`
  const no = t`нет`
  const columns: CsvColumn<ProviderListItem>[] = [
    { header: t`Название`, value: (provider) => provider.name },
    { header: t`Тип`, value: (provider) => i18n._(providerTypeTitles[provider.type]) },
    { header: t`Realm`, value: (provider) => provider.realm },
    { header: t`Адрес`, value: (provider) => provider.url },
    { header: t`Идентификатор клиента`, value: (provider) => provider.clientId },
    { header: t`Активен`, value: (provider) => (provider.enabled ? yes : no) },
  ]
  return (
    <ExportCsvButton
      fileName="providers"
      columns={columns}
      fetchPage={async (page, limit) => {
        const data = await queryClient.fetchQuery(
          listProvidersQuery(client, { ...query, page, limit }),
        )
        return { items: data.providers, total: data.meta.total }
      }}
    />
  )
}
