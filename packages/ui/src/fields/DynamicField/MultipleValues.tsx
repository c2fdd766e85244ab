import { useLingui } from '@lingui/react/macro'
import type { FieldFormValue } from '@platform/forms'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../Button/Button'
import { visuallyHidden } from '../../private/Field.css'
import { CloseIcon, PlusIcon } from '../../private/FieldIcons'
import type { FieldControl, FieldControlProps } from '../types'
import { useFormErrors } from '../useFormErrors'
import * as styles from './DynamicField.css'

interface MultipleValuesProps {
  Control: FieldControl
  shared: Omit<FieldControlProps, 'label' | 'value' | 'onChange' | 'name'>
  values: readonly string[]
  onChange: (value: FieldFormValue) => void
  name: string
  errorMessage?: string | readonly (string | null | undefined)[]
  className?: string
}

/** The first control a person types into: an input, a date segment, else a button. */
function focusControlIn(container: HTMLElement | null | undefined) {
  const usable = (element: HTMLElement) =>
    element.tabIndex >= 0 &&
    !element.closest('[aria-hidden="true"]') &&
    element.getAttribute('type') !== 'hidden'
  const first = (selector: string) =>
    [...(container?.querySelectorAll<HTMLElement>(selector) ?? [])].find(usable)
  ;(first('input, textarea, [role="spinbutton"]') ?? first('button'))?.focus()
}

/**
 * The values of a multiple field: a group named by the field's title, a list with one control
 * per value (named "title, value N"), a delete button per value while there are several, and
 * "Add another" while the field is editable. Adding moves focus to the new value; deleting
 * moves it to the value that takes the deleted one's place and says so politely.
 */
export function MultipleValues({
  Control,
  shared,
  values,
  onChange,
  name,
  errorMessage,
  className,
}: MultipleValuesProps) {
  const { t } = useLingui()
  const { field } = shared
  const id = useId()
  const editable = !shared.isReadOnly
  const [serverError, markEdited] = useFormErrors(name)
  // A trailing no-break space on every other deletion: the same words are said again.
  const [removals, setRemovals] = useState(0)

  // Stable keys, so removing a value never hands its control's state to the next one.
  const nextKey = useRef(0)
  const newKey = () => `${id}-${nextKey.current++}`
  const [keys, setKeys] = useState(() => values.map(newKey))
  const rowKeys =
    keys.length === values.length
      ? keys
      : values.map((_, index) => keys[index] ?? `${id}-extra-${index}`)

  const rows = useRef(new Map<string, HTMLElement>())
  const focusKey = useRef<string | null>(null)
  useEffect(() => {
    if (focusKey.current === null) return
    const row = rows.current.get(focusKey.current)
    if (!row) return
    focusKey.current = null
    focusControlIn(row)
  })

  const change = (next: string[], nextKeys: string[]) => {
    markEdited()
    setKeys(nextKeys)
    onChange(next)
  }
  const add = () => {
    const key = newKey()
    focusKey.current = key
    change([...values, ''], [...rowKeys, key])
  }
  const remove = (index: number) => {
    const nextKeys = rowKeys.filter((_, at) => at !== index)
    focusKey.current = nextKeys[Math.min(index, nextKeys.length - 1)] ?? null
    setRemovals(removals + 1)
    change(
      values.filter((_, at) => at !== index),
      nextKeys,
    )
  }

  const own = (index: number) =>
    typeof errorMessage === 'string' || errorMessage === undefined
      ? undefined
      : (errorMessage[index] ?? undefined)
  const whole = typeof errorMessage === 'string' ? errorMessage : serverError
  const descriptionId = field.comment ? `${id}-description` : undefined
  const { title } = field

  return (
    <fieldset
      className={[styles.group, className].filter(Boolean).join(' ')}
      aria-describedby={descriptionId}
    >
      <legend className={styles.legend}>
        {title}
        {shared.isRequired && (
          <>
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
            <span className={visuallyHidden}> {t`(обязательное поле)`}</span>
          </>
        )}
      </legend>
      {descriptionId && (
        <p id={descriptionId} className={styles.description}>
          {field.comment}
        </p>
      )}
      <ul className={styles.values}>
        {values.map((item, index) => {
          const key = rowKeys[index] as string
          const number = index + 1
          const valueLabel = t`${title}, значение ${number}`
          return (
            <li
              key={key}
              className={styles.row}
              ref={(element) => {
                if (element) rows.current.set(key, element)
                else rows.current.delete(key)
              }}
            >
              <div className={styles.control}>
                <Control
                  {...shared}
                  // The legend shows the title and the star; each value is named for the ear.
                  label={<span className={visuallyHidden}>{valueLabel}</span>}
                  isRequired={false}
                  value={item}
                  onChange={(next) =>
                    change(
                      values.map((old, at) => (at === index ? String(next) : old)),
                      rowKeys,
                    )
                  }
                  name={`${name}.${index}`}
                  errorMessage={own(index) ?? (index === 0 ? whole : undefined)}
                />
              </div>
              {editable && values.length > 1 && (
                <Button
                  variant="quiet"
                  aria-label={t`Удалить: ${valueLabel}`}
                  onPress={() => remove(index)}
                  className={styles.remove}
                >
                  <CloseIcon />
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      {editable && (
        <Button variant="quiet" onPress={add} className={styles.add}>
          <PlusIcon />
          {t`Добавить ещё`}
        </Button>
      )}
      <span role="status" className={visuallyHidden}>
        {removals > 0 && `${t`Значение удалено`}${removals % 2 ? '' : '\u00a0'}`}
      </span>
    </fieldset>
  )
}
