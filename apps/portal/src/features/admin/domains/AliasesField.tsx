import { useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import { VisuallyHidden } from 'react-aria-components'
import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import { FormText } from '../shared/FormText'
import { useFieldErrorText } from '../shared/field-error'
import * as styles from '../shared/form.css'
import type { DomainValues } from './domain-form'

/** The addresses of a domain, written without a scheme or a path; at least one. */
export function AliasesField({ form }: { form: UseFormReturn<DomainValues> }) {
  const { t } = useLingui()
  const errorText = useFieldErrorText()
  const aliases = useFieldArray({ control: form.control, name: 'aliases' })
  // «No address» sits on the list itself.
  const listError = errorText(form.formState.errors.aliases?.root ?? form.formState.errors.aliases)
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Адреса домена`}</legend>
      <p
        className={styles.note}
      >{t`Без https:// и пути, например sso.example.ru или вход.пример.рф.`}</p>
      {listError && !Array.isArray(form.formState.errors.aliases) && (
        <p className={styles.alert} role="alert">
          {listError}
        </p>
      )}
      {aliases.fields.map((alias, index) => {
        const number = index + 1
        return (
          <div key={alias.id} className={styles.entry}>
            <FormText
              form={form}
              name={`aliases.${index}.value`}
              label={t`Адрес ${number}`}
              isRequired
              autoComplete="off"
            />
            <Button
              variant="quiet"
              className={styles.itemRemove}
              isDisabled={aliases.fields.length === 1}
              onPress={() => aliases.remove(index)}
            >
              {t`Удалить`}
              <VisuallyHidden>{t` адрес ${number}`}</VisuallyHidden>
            </Button>
          </div>
        )
      })}
      <div>
        <Button variant="secondary" onPress={() => aliases.append({ value: '' })}>
          {t`Добавить адрес`}
        </Button>
      </div>
    </fieldset>
  )
}
