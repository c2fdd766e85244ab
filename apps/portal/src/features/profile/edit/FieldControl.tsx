import { isMultipleField, limits } from '@platform/forms'
import { DynamicField } from '@platform/ui'
import { Controller } from 'react-hook-form'
import { mainDefinition, type PlacedField } from '../model/fields'
import * as styles from './BlockEdit.css'
import { ContactListField } from './ContactListField'
import type { FieldContext } from './field-context'

/** A field's error for DynamicField: one text, or one per value of a multiple field. */
function dynamicError(error: unknown, text: FieldContext['errorText']) {
  if (!error) return undefined
  if (Array.isArray(error)) return error.map((item) => text(item) ?? null)
  return text(error) ?? text((error as { root?: unknown }).root)
}

/**
 * One editable field of the profile: a built-in member or a dynamic field through the kit's
 * DynamicField (the control of its type, read-only and required as forms' `fieldState` says),
 * or a contact list. Editing a field clears its error.
 */
export function FieldControl({ placed, context }: { placed: PlacedField; context: FieldContext }) {
  if (placed.kind === 'contacts') return <ContactListField placed={placed} context={context} />
  const { form, errorText, countries, today } = context
  const definition = placed.kind === 'main' ? mainDefinition(placed.config, context) : placed.config
  if (!definition) return null
  const section = placed.kind === 'main' ? 'mainInfo' : 'additionalInfo'
  const name = `${section}.${definition.code}` as const
  const isBirthDate = placed.kind === 'main' && definition.code === 'birthDate'
  const wide = isMultipleField(definition) || definition.fieldType === 'textarea'
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DynamicField
          field={definition}
          name={name}
          value={field.value}
          onChange={(value) => {
            field.onChange(value)
            form.clearErrors(name)
          }}
          errorMessage={dynamicError(fieldState.error, errorText)}
          countries={countries}
          minDate={isBirthDate ? limits.birthDateMin : undefined}
          maxDate={isBirthDate ? today : undefined}
          className={wide ? styles.wide : undefined}
        />
      )}
    />
  )
}
