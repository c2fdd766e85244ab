import { useLingui } from '@lingui/react/macro'
import type { NetworkAliasOption } from '@platform/sdk'
import { searchNetworkAliasesQuery } from '@platform/sdk/query'
import { ComboBox, ComboBoxItem } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { usePlatform } from '../../../platform/hooks'
import { useLookup } from '../../../shared/use-lookup'

export interface AliasPickerProps {
  value: NetworkAliasOption | null
  onChange: (alias: NetworkAliasOption | null) => void
  onBlur?: () => void
  errorMessage?: string
}

/** The network alias of a list entry, found by its name through the alias look-up. */
export function AliasPicker({ value, onChange, onBlur, errorMessage }: AliasPickerProps) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const { searchValue, comboBoxProps } = useLookup(value, (alias) => alias.name, onChange)
  const found = useQuery(searchNetworkAliasesQuery(client, searchValue ? { searchValue } : {}))
  return (
    <ComboBox<NetworkAliasOption>
      label={t`Сетевой псевдоним`}
      description={t`Начните вводить название псевдонима`}
      name="alias"
      {...comboBoxProps(found.data?.networks ?? [])}
      onBlur={onBlur}
      allowsEmptyCollection
      isRequired
      isLoading={found.isFetching}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
    >
      {(alias) => <ComboBoxItem id={alias.id}>{alias.name}</ComboBoxItem>}
    </ComboBox>
  )
}
