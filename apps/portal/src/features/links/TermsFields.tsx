import { Trans, useLingui } from '@lingui/react/macro'
import { validateTerm } from '@platform/forms'
import type { TermsEntry } from '@platform/sdk'
import { Checkbox, Link } from '@platform/ui'
import { Controller, useFormContext, useFormState } from 'react-hook-form'
import { useFieldText } from './field-text'
import * as styles from './LinkPage.css'
import type { TermsAnswers } from './terms'

export interface TermsFieldsProps {
  terms: readonly TermsEntry[]
  isDisabled?: boolean
}

/**
 * The agreements of a visitor form: one checkbox each, with a link to the document (opened in
 * a new tab, so what was typed stays). `loginRequired` ones must be accepted. Answers
 * live in the form's `termsAgree`; the server's `termsAgree` error is said above the list.
 */
export function TermsFields({ terms, isDisabled }: TermsFieldsProps) {
  const { t } = useLingui()
  const fieldText = useFieldText()
  const { control, clearErrors } = useFormContext<{ termsAgree: TermsAnswers }>()
  const { errors } = useFormState({ control, name: 'termsAgree' })
  if (terms.length === 0) return null
  // The server marks the whole list (`termsAgree`); a rule marks one checkbox.
  const groupError = fieldText(errors.termsAgree as { message?: string } | undefined)

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Trans>Соглашения</Trans>
      </legend>
      {groupError && <p role="alert">{groupError}</p>}
      {terms.map((term) => (
        <Controller
          key={term.type}
          control={control}
          name={`termsAgree.${term.type}`}
          rules={{ validate: (agree) => validateTerm(agree === true, term.loginRequired) }}
          render={({ field, fieldState }) => {
            const title = term.title
            return (
              <Checkbox
                name={field.name}
                isSelected={field.value === true}
                onChange={(agree) => {
                  clearErrors('termsAgree')
                  field.onChange(agree)
                }}
                onBlur={field.onBlur}
                isRequired={term.loginRequired}
                isDisabled={isDisabled}
                isInvalid={fieldState.invalid}
                errorMessage={fieldText(fieldState.error)}
                description={
                  <Link href={`/law/${encodeURIComponent(term.type)}`} isExternal>
                    {t`Текст документа «${title}»`}
                  </Link>
                }
              >
                {term.loginRequired ? t`Принимаю: ${title} (обязательно)` : t`Принимаю: ${title}`}
              </Checkbox>
            )
          }}
        />
      ))}
    </fieldset>
  )
}
