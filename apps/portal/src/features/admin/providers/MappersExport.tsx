import { useLingui } from '@lingui/react/macro'
import type { Mapper } from '@platform/sdk'
import { listMappersQuery } from '@platform/sdk/query'
import { useQueryClient } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'
import { type CsvColumn, ExportCsvButton } from '../../../shared/list'
import { mapperTypeTitles, mappingTypeTitles } from './texts'
import { useMapperSummary } from './use-mapper-summary'

/** Every mapper of a synchronisation as a CSV file. */
export function MappersExport({ syncId }: { syncId: string }) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const queryClient = useQueryClient()
  const summary = useMapperSummary()
  const yes = t`да`
  const no = t`нет`
  const columns: CsvColumn<Mapper>[] = [
    { header: t`Название`, value: (mapper) => mapper.name },
    { header: t`Тип`, value: (mapper) => i18n._(mapperTypeTitles[mapper.type]) },
    { header: t`Активен`, value: (mapper) => (mapper.enabled ? yes : no) },
    { header: t`Сопоставление`, value: (mapper) => i18n._(mappingTypeTitles[mapper.mappingType]) },
    { header: t`Что сопоставляет`, value: summary },
  ]
  return (
    <ExportCsvButton
      fileName="mappers"
      columns={columns}
      fetchPage={async (page, limit) => {
        const data = await queryClient.fetchQuery(
          listMappersQuery(client, { syncId }, { page, limit }),
        )
        return { items: data.mappers, total: data.meta.total }
      }}
    />
  )
}
