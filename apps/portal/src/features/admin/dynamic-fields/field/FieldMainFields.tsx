import { useLingui } from '@lingui/react/macro'
import { type FieldLocks, isTypeChangeFlagged } from '@platform/forms'
import type { DynamicField, DynamicFieldSubtype, FieldType } from '@platform/sdk'
import { Select, SelectItem, TextField } from '@platform/ui'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { useFieldErrorText } from '../../shared/field-error'
import * as styles from '../../shared/form.css'
import { fieldTypes, fieldTypeTitles } from '../texts'
import { type FieldFormValues, withFieldType } from './field-form'

interface FieldMainFieldsProps {
  form: UseFormReturn<FieldFormValues>
  locks: FieldLocks
  subtypes: readonly DynamicFieldSubtype[]
  /** The saved field in update mode: a type change of a field with values is flagged. */
  saved: DynamicField | null
}

type TextName = 'title' | 'code' | 'comment' | 'placeholder'

/** Title, code, block, type, hint and placeholder of the field modal. */
export function FieldMainFields({ form, locks, subtypes, saved }: FieldMainFieldsProps) {
  const { t, i18n } = useLingui()
  const errorText = useFieldErrorText()
  const fieldType = useWatch({ control: form.control, name: 'fieldType' })
  const count = saved?.valueCount ?? 0
  const flagged = saved !== null && isTypeChangeFlagged(saved, fieldType)

  const text = (
    name: TextName,
    label: string,
    options: { required?: boolean; locked: boolean; description?: string },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          description={options.description}
          isRequired={options.required}
          isDisabled={options.locked}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isInvalid={fieldState.invalid}
          errorMessage={errorText(fieldState.error)}
        />
      )}
    />
  )

  return (
    <>
      <div className={styles.columns}>
        {text('title', t`Название`, { required: true, locked: locks.title })}
        {text('code', t`Код`, {
          required: true,
          locked: locks.code,
          description: t`Латинские буквы, цифры, «_» и «-», начинается с буквы`,
        })}
        <Controller
          control={form.control}
          name="subtype"
          render={({ field, fieldState }) => (
            <Select
              label={t`Блок`}
              items={subtypes}
              isDisabled={locks.details}
              selectedKey={field.value}
              onSelectionChange={(key) => field.onChange(String(key))}
              isInvalid={fieldState.invalid}
              errorMessage={errorText(fieldState.error)}
            >
              {(subtype) => <SelectItem id={subtype.id}>{subtype.title}</SelectItem>}
            </Select>
          )}
        />
        <Controller
          control={form.control}
          name="fieldType"
          render={({ field, fieldState }) => (
            <Select
              label={t`Тип поля`}
              items={fieldTypes.map((type) => ({ id: type, name: i18n._(fieldTypeTitles[type]) }))}
              isDisabled={locks.fieldType}
              selectedKey={field.value}
              onSelectionChange={(key) => {
                const next = withFieldType(form.getValues(), String(key) as FieldType)
                form.reset(next, { keepDefaultValues: true })
              }}
              description={
                flagged
                  ? t`Поле заполнено (${count}). При смене типа значения, которые новый тип не может хранить, будут удалены.`
                  : undefined
              }
              isInvalid={fieldState.invalid}
              errorMessage={errorText(fieldState.error)}
            >
              {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
            </Select>
          )}
        />
      </div>
      {text('comment', t`Подсказка`, { locked: locks.details })}
      {text('placeholder', t`Текст в пустом поле`, { locked: locks.details })}
    </>
  )
}
