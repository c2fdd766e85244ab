import { useLingui } from '@lingui/react/macro'
import type { Messenger } from '@platform/sdk'
import { Checkbox, CheckboxGroup, PhoneField, TextField } from '@platform/ui'
import type { FieldPath } from 'react-hook-form'
import { messengerNames, messengers } from '../messages'
import type { ContactList } from '../model/fields'
import type { EmailEntry, PhoneEntry, ProfileFormValues } from '../model/form-values'
import * as styles from './BlockEdit.css'
import type { FieldContext } from './field-context'

export interface ContactEntryProps {
  list: ContactList
  index: number
  entry: PhoneEntry | EmailEntry
  /** The main entry follows the main field of the form and is not edited here. */
  locked: boolean
  /** Title of the main field the entry follows. */
  mainTitle: string | undefined
  editable: boolean
  context: FieldContext
}

/** One phone (number, extension, messengers) or email of a contact list. */
export function ContactEntry({
  list,
  index,
  entry,
  locked,
  mainTitle,
  editable,
  context,
}: ContactEntryProps) {
  const { t } = useLingui()
  const { form, errorText, countries } = context
  const at = `contactsInfo.${list}.${index}` as const
  const errors = form.formState.errors.contactsInfo?.[list]?.[index]
  const number = index + 1
  const followsNote = locked && mainTitle ? t`Меняется в поле «${mainTitle}»` : undefined
  const change = (field: 'value' | 'additional' | 'messengers', value: string | Messenger[]) => {
    // The path names a member of this entry, whose type is the value's: TypeScript cannot
    // follow the pairing through the union of both lists.
    const name = `${at}.${field}` as FieldPath<ProfileFormValues>
    form.setValue(name, value as never, { shouldDirty: true })
    form.clearErrors([name, `contactsInfo.${list}`])
  }

  if (list === 'emails') {
    const error = errorText(errors && 'value' in errors ? errors.value : undefined)
    return (
      <div className={styles.entryFields}>
        <TextField
          type="email"
          label={entry.main ? t`Основной адрес` : t`Адрес ${number}`}
          description={followsNote}
          value={entry.value}
          onChange={(value) => change('value', value)}
          isReadOnly={locked || !editable}
          errorMessage={error}
          isInvalid={Boolean(error)}
        />
      </div>
    )
  }

  const phone = entry as PhoneEntry
  const phoneErrors = errors as { value?: unknown; additional?: unknown } | undefined
  const error = errorText(phoneErrors?.value) ?? errorText(phoneErrors?.additional)
  return (
    <div className={styles.entryFields}>
      <PhoneField
        label={phone.main ? t`Основной номер` : t`Номер ${number}`}
        description={followsNote}
        countries={countries}
        withExtension
        value={{ phone: phone.value, extension: phone.additional }}
        onChange={(next) => {
          if (next.phone !== phone.value) change('value', next.phone)
          if (next.extension !== phone.additional) change('additional', next.extension)
        }}
        isReadOnly={!editable || locked}
        errorMessage={error}
        isInvalid={Boolean(error)}
      />
      <CheckboxGroup
        label={t`Мессенджеры`}
        orientation="horizontal"
        value={phone.messengers}
        onChange={(value) => change('messengers', value as Messenger[])}
        isReadOnly={!editable}
      >
        {messengers.map((messenger) => (
          <Checkbox key={messenger} value={messenger}>
            {messengerNames[messenger]}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  )
}
