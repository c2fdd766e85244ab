import { useLingui } from '@lingui/react/macro'
import { ComboBox, ComboBoxItem, MultiSelect, MultiSelectItem } from '@platform/ui'
import { type QueryFunction, type QueryKey, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useLogFailure } from '../../../shared/list'
import { useSettled } from '../../../shared/useSearchText'

/** What a look-up call is asked: the text typed, or the ids already chosen. */
interface LookupQuery {
  searchValue?: string
  ids?: string[]
}

interface LookupOption {
  id: string
}

interface LookupPickerProps<Answer, Option extends LookupOption, Key extends QueryKey> {
  label: string
  description?: string
  /** The chosen ids: one at most with `single`. */
  value: readonly string[]
  onChange: (ids: string[]) => void
  /** The SDK's query of the look-up (`searchDomainsQuery(client, query)`, …). */
  search: (query: LookupQuery) => { queryKey: Key; queryFn?: QueryFunction<Answer, Key> }
  /** The options of an answer. */
  optionsOf: (answer: Answer) => readonly Option[]
  /** How an option reads, in the list and in the field. */
  labelOf: (option: Option) => string
  /** One value, picked in a combo box. @default false: several, as chips */
  single?: boolean
  isRequired?: boolean
  isDisabled?: boolean
  errorMessage?: string
}

/**
 * A picker fed by a look-up call of the platform: once the list is opened, what is typed is
 * searched on the server as typing pauses, and the chosen values are asked by their ids so they
 * read as names even when the search does not find them. A failed look-up is logged and offers
 * nothing.
 */
export function LookupPicker<Answer, Option extends LookupOption, Key extends QueryKey>({
  label,
  description,
  value,
  onChange,
  search,
  optionsOf,
  labelOf,
  single = false,
  isRequired,
  isDisabled,
  errorMessage,
}: LookupPickerProps<Answer, Option, Key>) {
  const { t } = useLingui()
  const [input, setInput] = useState('')
  const [touched, setTouched] = useState(false)
  // Options are asked for once the person opens the list or types, not for every picker shown.
  const [wanted, setWanted] = useState(false)
  const searchValue = useSettled(input.trim())
  const found = useQuery({
    ...search(searchValue && touched ? { searchValue } : {}),
    enabled: wanted && !isDisabled,
  })
  const chosen = useQuery({ ...search({ ids: [...value] }), enabled: value.length > 0 })
  useLogFailure(`the options of «${label}»`, found.error ?? chosen.error)

  const known = chosen.data ? optionsOf(chosen.data).filter((o) => value.includes(o.id)) : []
  const offered = found.data ? optionsOf(found.data) : []
  const options = [...known, ...offered.filter((o) => !known.some((k) => k.id === o.id))]
  const current = single ? known.find((option) => option.id === value[0]) : undefined
  const shown = single && !touched && current ? labelOf(current) : input
  const common = {
    label,
    description,
    items: options,
    inputValue: shown,
    onInputChange: (text: string) => {
      setTouched(true)
      setWanted(true)
      setInput(text)
    },
    onOpenChange: (isOpen: boolean) => {
      if (isOpen) setWanted(true)
    },
    allowsEmptyCollection: true,
    isRequired,
    isDisabled,
    isLoading: found.isFetching || chosen.isFetching,
    isInvalid: Boolean(errorMessage),
    errorMessage,
    placeholder: t`Начните вводить`,
  }

  if (single) {
    return (
      <ComboBox<Option>
        {...common}
        selectedKey={value[0] ?? null}
        onSelectionChange={(key) => {
          const option = options.find((each) => each.id === key)
          setTouched(false)
          setInput(option ? labelOf(option) : '')
          onChange(option ? [option.id] : [])
        }}
      >
        {(option) => <ComboBoxItem id={option.id}>{labelOf(option)}</ComboBoxItem>}
      </ComboBox>
    )
  }
  return (
    <MultiSelect<Option>
      {...common}
      value={[...value]}
      onChange={(keys) => onChange(keys.map(String))}
    >
      {(option) => <MultiSelectItem id={option.id}>{labelOf(option)}</MultiSelectItem>}
    </MultiSelect>
  )
}
