import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { limits, validateMaxLength, validateRequired, validateSymbols } from '@platform/forms'
import { TextField } from '@platform/ui'
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form'
import { useStartup } from '../../platform/hooks'
import { useFieldText } from './field-text'

/** The name fields of the public settings (`fields`), in the order people write them. */
export const nameCodes = ['lastName', 'firstName', 'middleName', 'fio'] as const
type NameCode = (typeof nameCodes)[number]

const labels: Record<NameCode, MessageDescriptor> = {
  lastName: msg`Фамилия`,
  firstName: msg`Имя`,
  middleName: msg`Отчество`,
  fio: msg`ФИО`,
}

const autoComplete: Record<NameCode, string> = {
  lastName: 'family-name',
  firstName: 'given-name',
  middleName: 'additional-name',
  fio: 'name',
}

export interface NameFieldsProps<T extends FieldValues> {
  /** The form's field of each name code it has (the invitation spells them `first_name`…). */
  fieldNames: Partial<Record<NameCode, Path<T>>>
  isDisabled?: boolean
}

/**
 * The name fields a visitor form shows: those the public settings make visible, required as
 * they say; at most 255 characters and no forbidden symbols.
 */
export function NameFields<T extends FieldValues>({ fieldNames, isDisabled }: NameFieldsProps<T>) {
  const { i18n } = useLingui()
  const fieldText = useFieldText()
  const rules = useStartup().publicSettings.fields
  const { control } = useFormContext<T>()
  const shown = nameCodes
    .flatMap((code) => {
      const name = fieldNames[code]
      return name && rules[code]?.visible ? [{ code, name }] : []
    })
    .map(({ code, name }) => {
      const required = rules[code]?.required === true
      return (
        <Controller
          key={code}
          control={control}
          name={name}
          rules={{
            validate: (value: string | undefined) =>
              (required ? validateRequired(value) : undefined) ??
              validateMaxLength(value, limits.textMaxLength) ??
              (value ? validateSymbols(value) : undefined),
          }}
          render={({ field, fieldState }) => (
            <TextField
              label={i18n._(labels[code])}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete={autoComplete[code]}
              isRequired={required}
              isDisabled={isDisabled}
              isInvalid={fieldState.invalid}
              errorMessage={fieldText(fieldState.error)}
            />
          )}
        />
      )
    })
  return <>{shown}</>
}
