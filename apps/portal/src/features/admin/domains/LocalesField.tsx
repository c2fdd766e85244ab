import { useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import * as styles from '../shared/dialog.css'
import { useFieldErrorText } from '../shared/field-error'
import type { DomainValues } from './domain-form'
import { LocaleEntry } from './LocaleEntry'

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
  return (
    <section className={styles.section} aria-labelledby="domain-locales">
      <h3 id="domain-locales" className={styles.sectionTitle}>{t`Языки`}</h3>
      {listError && (
        <p className={styles.alert} role="alert">
          {listError}
        </p>
      )}
      {locales.fields.map((locale, index) => (
        <LocaleEntry
          key={locale.id}
          form={form}
          index={index}
          count={locales.fields.length}
          onMove={(to) => locales.move(index, to)}
          onRemove={() => locales.remove(index)}
        />
      ))}
      <div>
        <Button
          variant="secondary"
          onPress={() =>
            locales.append({
              localeId: '',
              enabled: true,
              settings: {
                projectTitle: '',
                projectName: '',
                copyright: '',
                siteName: '',
                siteLink: '',
                banners: [],
                technical: [],
              },
            })
          }
        >
          {t`Добавить язык`}
        </Button>
      </div>
    </section>
  )
}
