import { fieldControls } from '@platform/ui'

const DateControl = fieldControls.date

/**
 * A day of a date filter, `YYYY-MM-DD` or empty: the kit's date control (DD.MM.YYYY in both
 * languages, keyboard segments and a calendar), without a field configuration of its own.
 */
export function DateFilter({
  code,
  label,
  value,
  onChange,
  errorMessage,
}: {
  code: string
  label: string
  value: string | undefined
  onChange: (value: string | undefined) => void
  errorMessage?: string
}) {
  // Every field type but the picture has a control; the date's is always there.
  if (!DateControl) return null
  return (
    <DateControl
      field={{
        code,
        title: label,
        comment: null,
        fieldType: 'date',
        multiple: false,
        profileEdit: true,
        disabled: false,
        profileRequired: false,
      }}
      label={label}
      name={code}
      value={value ?? ''}
      onChange={(next) => onChange(typeof next === 'string' && next ? next : undefined)}
      isReadOnly={false}
      isDisabled={false}
      isRequired={false}
      errorMessage={errorMessage}
      countries={[]}
    />
  )
}
