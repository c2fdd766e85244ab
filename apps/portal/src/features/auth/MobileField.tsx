import { useLingui } from '@lingui/react/macro'
import type { CountryCode } from '@platform/sdk'
import { PhoneField } from '@platform/ui'
import { identifierLabels } from './login-texts'
import { errorText, type Field } from './use-field'

export interface MobileFieldProps {
  field: Field<string>
  countries: readonly CountryCode[]
}

/** The mobile identifier: the phone field with the platform's country codes. Loaded on demand. */
export default function MobileField({ field, countries }: MobileFieldProps) {
  const { i18n } = useLingui()
  return (
    <div ref={field.ref}>
      <PhoneField
        label={i18n._(identifierLabels.mobile)}
        countries={countries}
        value={{ phone: field.value, extension: '' }}
        onChange={(value) => field.change(value.phone)}
        name="identifier"
        isRequired
        isInvalid={field.error !== undefined}
        errorMessage={errorText(i18n, field.error)}
      />
    </div>
  )
}
