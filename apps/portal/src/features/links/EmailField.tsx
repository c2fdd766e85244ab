import { useLingui } from '@lingui/react/macro'
import { validateEmail, validateRequired } from '@platform/forms'
import { TextField } from '@platform/ui'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'
import { useFieldText } from './field-text'

export interface EmailFieldProps<T extends FieldValues> {
  control: Control<T>
  name: Path<T>
}

/** The required email of a visitor form (registration, password recovery), well-formed. */
export function EmailField<T extends FieldValues>({ control, name }: EmailFieldProps<T>) {
  const { t } = useLingui()
  const fieldText = useFieldText()
  return (
    <Controller
      control={control}
      name={name}
      rules={{
        validate: (value: string | undefined) =>
          validateRequired(value) ?? validateEmail((value ?? '').trim()),
      }}
      render={({ field, fieldState }) => (
        <TextField
          label={t`Электронная почта`}
          type="email"
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          autoComplete="email"
          isRequired
          isInvalid={fieldState.invalid}
          errorMessage={fieldText(fieldState.error)}
        />
      )}
    />
  )
}
