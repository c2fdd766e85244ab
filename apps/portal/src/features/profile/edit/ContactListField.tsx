import { Trans, useLingui } from '@lingui/react/macro'
import { canDeleteContact, fieldState, isContactRequired } from '@platform/forms'
import { Button } from '@platform/ui'
import { useEffect, useId, useRef } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import type { ContactList, PlacedField } from '../model/fields'
import type { EmailEntry, PhoneEntry } from '../model/form-values'
import * as styles from './BlockEdit.css'
import { ContactEntry } from './ContactEntry'
import type { FieldContext } from './field-context'

function firstControlIn(element: HTMLElement | null | undefined) {
  return element?.querySelector<HTMLElement>('input:not([type="hidden"]), button')
}

/**
 * A personal contact list: phones with an extension and messengers, or emails.
 * An entry is required when the field is profileRequired or the main value is absent; an
 * entry may be deleted when there are several or the list is not required. The main entry
 * follows the main mobile or email field when the form has it.
 */
export function ContactListField({
  placed,
  context,
}: {
  placed: PlacedField
  context: FieldContext
}) {
  const { t } = useLingui()
  const { form, errorText, follows, savedMain } = context
  const list = placed.config.code as ContactList
  const name = `contactsInfo.${list}` as const
  const { fields, append, remove } = useFieldArray({ control: form.control, name })
  const entries = useWatch({ control: form.control, name }) ?? []
  const mainCode = list === 'mobiles' ? 'mobile' : 'email'
  const watchedMain = useWatch({ control: form.control, name: `mainInfo.${mainCode}` })
  const mainValue = follows[list] !== undefined ? String(watchedMain ?? '') : savedMain[list]
  const editable = !fieldState(placed.config).readOnly
  const required = editable && isContactRequired(placed.config, mainValue)
  const listError = form.formState.errors.contactsInfo?.[list]
  const listErrorText = errorText(listError) ?? errorText((listError as { root?: unknown })?.root)
  const legendId = useId()
  const errorId = useId()

  const rows = useRef(new Map<string, HTMLElement>())
  const addRef = useRef<HTMLDivElement>(null)
  const focusKey = useRef<string | null>(null)
  useEffect(() => {
    if (focusKey.current === null) return
    const target =
      firstControlIn(rows.current.get(focusKey.current)) ?? firstControlIn(addRef.current)
    focusKey.current = null
    target?.focus()
  })

  const add = () => {
    const clientId = crypto.randomUUID()
    focusKey.current = clientId
    form.clearErrors(name)
    const entry: PhoneEntry | EmailEntry =
      list === 'mobiles'
        ? { value: '', additional: '', messengers: [], main: false, clientId }
        : { value: '', main: false, clientId }
    // The entry has the shape of this list; the array's type is the union of both lists'.
    append(entry as never, { shouldFocus: false })
  }
  const removeAt = (index: number) => {
    const next = fields[index + 1] ?? fields[index - 1]
    focusKey.current = next ? next.clientId : ''
    form.clearErrors(name)
    remove(index)
  }

  return (
    <fieldset
      className={`${styles.group} ${styles.wide}`}
      aria-labelledby={legendId}
      aria-describedby={listErrorText ? errorId : undefined}
      data-invalid={listErrorText ? true : undefined}
    >
      <legend id={legendId} className={styles.legend}>
        {placed.config.title}
        {required && (
          <>
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
            <span className={styles.visuallyHidden}>
              {' '}
              <Trans>(обязательное поле)</Trans>
            </span>
          </>
        )}
      </legend>
      {listErrorText && (
        <p id={errorId} role="alert" className={styles.listError}>
          {listErrorText}
        </p>
      )}
      <ul className={styles.entries}>
        {fields.map((field, index) => {
          const entry = entries[index] ?? field
          const locked = entry.main && follows[list] !== undefined
          const number = index + 1
          return (
            <li
              key={field.id}
              className={styles.entry}
              ref={(element) => {
                if (element) rows.current.set(field.clientId, element)
                else rows.current.delete(field.clientId)
              }}
            >
              <ContactEntry
                list={list}
                index={index}
                entry={entry}
                locked={locked}
                mainTitle={follows[list]}
                editable={editable}
                context={context}
              />
              {editable && !locked && canDeleteContact(fields.length, required) && (
                <Button variant="quiet" onPress={() => removeAt(index)}>
                  {list === 'mobiles' ? t`Удалить номер ${number}` : t`Удалить адрес ${number}`}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      {editable && (
        <div ref={addRef}>
          <Button variant="secondary" onPress={add}>
            {list === 'mobiles' ? t`Добавить телефон` : t`Добавить адрес`}
          </Button>
        </div>
      )}
    </fieldset>
  )
}
