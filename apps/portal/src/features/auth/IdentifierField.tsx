import { useLingui } from '@lingui/react/macro'
import type { CountryCode, IdAttribute } from '@platform/sdk'
import { Spinner, TextField } from '@platform/ui'
import { lazy, Suspense } from 'react'
import { identifierLabels } from './login-texts'
import { errorText, type Field } from './use-field'

const MobileField = lazy(() => import('./MobileField'))

export interface IdentifierFieldProps {
  idAttribute: IdAttribute
  field: Field<string>
  countries: readonly CountryCode[]
}

/** The identifier input of its kind: a text field, or a phone field with the country codes. */
export function IdentifierField({ idAttribute, field, countries }: IdentifierFieldProps) {
  const { i18n, t } = useLingui()
  if (idAttribute === 'mobile') {
    return (
      <Suspense fallback={<Spinner label={t`Загрузка поля телефона`} />}>
        <MobileField field={field} countries={countries} />
      </Suspense>
    )
  }
  return (
    <div ref={field.ref}>
      <TextField
        label={i18n._(identifierLabels[idAttribute])}
        name="identifier"
        value={field.value}
        onChange={field.change}
        type={idAttribute === 'email' ? 'email' : 'text'}
        autoComplete={idAttribute === 'email' ? 'email' : 'username'}
        isRequired
        isInvalid={field.error !== undefined}
        errorMessage={errorText(i18n, field.error)}
      />
    </div>
  )
}
