import { useLingui } from '@lingui/react/macro'
import type { SyncEntity } from '@platform/sdk'
import { searchIntegrationKeysQuery } from '@platform/sdk/query'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'
import { syncEntityNames } from '../shared/entity-names'
import { LookupField } from '../shared/LookupField'

/** Entities by code or name, through the platform's key look-up; names in the reader's language. */
function useKeys(searchValue: string) {
  const { i18n } = useLingui()
  const { client } = usePlatform()
  const keys = useQuery(searchIntegrationKeysQuery(client, searchValue ? { searchValue } : {}))
  return {
    options: (keys.data?.keys ?? []).map((key) => ({
      id: key,
      name: i18n._(syncEntityNames[key]),
    })),
    isLoading: keys.isFetching,
  }
}

interface KeyFieldProps {
  value: SyncEntity | undefined
  onChange: (key: SyncEntity | undefined) => void
}

/** The entity of the exchanges (the log's key). */
export function KeyField({ value, onChange }: KeyFieldProps) {
  const { t, i18n } = useLingui()
  return (
    <LookupField
      label={t`Объект`}
      description={t`Название или код сущности`}
      chosen={value ? { id: value, name: i18n._(syncEntityNames[value]) } : undefined}
      useOptions={useKeys}
      onChange={(key) => onChange(key as SyncEntity | undefined)}
    />
  )
}
