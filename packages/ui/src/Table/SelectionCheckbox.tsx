import { Checkbox } from 'react-aria-components'
import { checkbox, checkboxBox } from './Table.css'

/**
 * The checkbox of a row or of the select-all column. react-aria names it ("Выбрать" plus the
 * row's name, or "Выбрать все") and wires it to the table's selection.
 */
export function SelectionCheckbox() {
  return (
    <Checkbox slot="selection" className={checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={checkboxBox}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="0.875rem" height="0.875rem">
            {isIndeterminate ? (
              <path d="M3.5 8h9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              isSelected && (
                <path
                  d="m3.5 8.5 3 3 6-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              )
            )}
          </svg>
        </span>
      )}
    </Checkbox>
  )
}
