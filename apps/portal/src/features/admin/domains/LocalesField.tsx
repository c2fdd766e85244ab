import { useLingui } from '@lingui/react/macro'
import { emptyDomainLocale } from '@platform/forms'
import { Button } from '@platform/ui'
import { VisuallyHidden } from 'react-aria-components'
import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import { FormEntries } from '../shared/FormEntries'
import { useFieldErrorText } from '../shared/field-error'
import * as styles from '../shared/form.css'
import { type DomainValues, localeValues } from './domain-form'
import { LocaleFields } from './LocaleFields'

/**
 * The languages of the domain, in the order of its language switcher (the first enabled one
 * is its default), each with the texts the sign-in layout shows; at least one.
 */
export function LocalesField({ form }: { form: UseFormReturn<DomainValues> }) {
  const { t } = useLingui()
  const errorText = useFieldErrorText()
  const locales = useFieldArray({ control: form.control, name: 'locales' })
  const error = form.formState.errors.locales
  const listError = Array.isArray(error) ? undefined : errorText(error?.root ?? error)
  const count = locales.fields.length
  return (
    <section className={styles.section} aria-labelledby="domain-locales">
      <h3 id="domain-locales" className={styles.sectionTitle}>{t`Языки`}</h3>
      {listError && (
        <p className={styles.alert} role="alert">
          {listError}
        </p>
      )}
      <FormEntries
        entries={locales.fields}
        legendOf={(number) => t`Язык ${number}`}
        onRemove={locales.remove}
        canRemove={() => count > 1}
        actionsOf={(index) => {
          const number = index + 1
          return (
            <>
              <Button
                variant="quiet"
                isDisabled={index === 0}
                onPress={() => locales.move(index, index - 1)}
              >
                {t`Выше`}
                <VisuallyHidden>{t`: язык ${number}`}</VisuallyHidden>
              </Button>
              <Button
                variant="quiet"
                isDisabled={index === count - 1}
                onPress={() => locales.move(index, index + 1)}
              >
                {t`Ниже`}
                <VisuallyHidden>{t`: язык ${number}`}</VisuallyHidden>
              </Button>
            </>
          )
        }}
        addLabel={t`Добавить язык`}
        onAdd={() => locales.append(localeValues(emptyDomainLocale('')))}
      >
        {(index) => <LocaleFields form={form} index={index} />}
      </FormEntries>
    </section>
  )
}
