import { ComboBox, ComboBoxItem } from '@platform/ui'
import { useState } from 'react'
import { useSettled } from '../../../shared/useSearchText'

export interface LookupOption {
  id: string
  name: string
  /** Read after the name in the list, e.g. an email. */
  detail?: string
}

interface LookupFieldProps {
  label: string
  description?: string
  /** The chosen option, when there is one. */
  chosen: LookupOption | undefined
  /** The platform's look-up for what is typed ('' asks for the first ones). */
  useOptions: (searchValue: string) => { options: LookupOption[]; isLoading: boolean }
  onChange: (id: string | undefined) => void
}

/**
 * A filter that picks one record through a look-up of the platform: the look-up is sent once
 * typing pauses, the chosen record stays among the options, and clearing the text clears it.
 */
export function LookupField({
  label,
  description,
  chosen,
  useOptions,
  onChange,
}: LookupFieldProps) {
  const [input, setInput] = useState<string>()
  const shown = input ?? chosen?.name ?? ''
  const searchValue = useSettled(shown.trim() === chosen?.name ? '' : shown.trim())
  const found = useOptions(searchValue)
  const options =
    chosen && !found.options.some((option) => option.id === chosen.id)
      ? [chosen, ...found.options]
      : found.options
  return (
    <ComboBox
      label={label}
      description={description}
      items={options}
      inputValue={shown}
      onInputChange={(text) => {
        setInput(text)
        if (!text) onChange(undefined)
      }}
      selectedKey={chosen?.id ?? null}
      onSelectionChange={(key) => {
        const next = options.find((option) => option.id === key)
        setInput(next?.name)
        onChange(next?.id)
      }}
      allowsEmptyCollection
      isLoading={found.isLoading}
    >
      {(option) => (
        <ComboBoxItem id={option.id} textValue={option.name}>
          {option.detail ? `${option.name}, ${option.detail}` : option.name}
        </ComboBoxItem>
      )}
    </ComboBox>
  )
}
