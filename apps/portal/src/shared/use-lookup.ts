import { useState } from 'react'
import type { Key } from 'react-aria-components'
import { useSettled } from './useSearchText'

/**
 * The state of a look-up combo box whose options come from a search call: what is typed, the
 * search to send once typing pauses (none while the input shows the chosen option), and the
 * combo box's props. The chosen option stays offered while a search finds others.
 */
export function useLookup<T extends { id: string }>(
  value: T | null,
  labelOf: (item: T) => string,
  onChange: (item: T | null) => void,
) {
  const [input, setInput] = useState(value ? labelOf(value) : '')
  const typed = input.trim()
  const searchValue = useSettled(value && typed === labelOf(value) ? '' : typed)
  return {
    searchValue,
    comboBoxProps: (found: readonly T[]) => {
      const options =
        value && !found.some((item) => item.id === value.id) ? [value, ...found] : [...found]
      return {
        items: options,
        inputValue: input,
        onInputChange: setInput,
        selectedKey: value?.id ?? null,
        onSelectionChange: (key: Key | null) => {
          const next = options.find((option) => option.id === key) ?? null
          if (next) setInput(labelOf(next))
          if ((next?.id ?? null) !== (value?.id ?? null)) onChange(next)
        },
      }
    },
  }
}
