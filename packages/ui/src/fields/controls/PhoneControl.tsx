import { PhoneField } from '../../PhoneField/PhoneField'
import type { FieldControlProps } from '../types'
import { useFormErrors } from '../useFormErrors'
import { commonProps } from './commonProps'

/**
 * phone: a country-code picker and the national number; the value is E.164. PhoneField is not
 * one react-aria field, so the form's server errors for its name are looked up here.
 */
export function PhoneControl(props: FieldControlProps) {
  const { value, onChange, name, countries } = props
  const [serverError, markEdited] = useFormErrors(name)
  const errorMessage = props.errorMessage ?? serverError
  return (
    <PhoneField
      {...commonProps({ ...props, errorMessage })}
      isInvalid={Boolean(errorMessage)}
      countries={countries}
      value={{ phone: typeof value === 'string' ? value : '', extension: '' }}
      onChange={(next) => {
        markEdited()
        onChange(next.phone)
      }}
    />
  )
}
