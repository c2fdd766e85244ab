import { useLingui } from '@lingui/react/macro'
import { type NetworkAliasOption, searchNetworkAliasesQuery } from '@platform/sdk'
import { ComboBox, ComboBoxItem } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { usePlatform } from '../../../platform/hooks'
import { useSettled } from '../../../shared/useSearchText'

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
  const [input, setInput] = useState(value?.name ?? '')
  const typed = input.trim()
  const searchValue = useSettled(typed === value?.name ? '' : typed)
  const found = useQuery(searchNetworkAliasesQuery(client, searchValue ? { searchValue } : {}))
  const items = found.data?.networks ?? []
  // The chosen alias stays offered while another search shows other names.
  const options = value && !items.some((item) => item.id === value.id) ? [value, ...items] : items
  return (
    <ComboBox<NetworkAliasOption>
      label={t`Сетевой псевдоним`}
      description={t`Начните вводить название псевдонима`}
      name="alias"
      items={options}
      inputValue={input}
      onInputChange={setInput}
      selectedKey={value?.id ?? null}
      onSelectionChange={(key) => {
        const next = options.find((option) => option.id === key) ?? null
        if (next) setInput(next.name)
        if ((next?.id ?? null) !== (value?.id ?? null)) onChange(next)
      }}
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
