import { Trans, useLingui } from '@lingui/react/macro'
import { Button, TextField } from '@platform/ui'
import { VisuallyHidden } from 'react-aria-components'
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form'
import { useFieldErrorText } from '../../shared/field-error'
import * as styles from '../../shared/form.css'
import type { FieldFormValues } from './field-form'

interface FieldItemsProps {
  form: UseFormReturn<FieldFormValues>
  isDisabled: boolean
}

/** The choices of a dropbox or combobox field (only these types have items). */
export function FieldItems({ form, isDisabled }: FieldItemsProps) {
  const { t } = useLingui()
  const errorText = useFieldErrorText()
  const items = useFieldArray({ control: form.control, name: 'items', keyName: 'key' })
  // «No choices» sits on the list itself; an array means errors of single choices instead.
  const listErrors = form.formState.errors.items as { message?: string; types?: object } | undefined
  const listError = Array.isArray(listErrors) ? undefined : errorText(listErrors)

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Варианты выбора`}</legend>
      {listError && (
        <p className={styles.alert} role="alert">
          {listError}
        </p>
      )}
      {items.fields.map((item, index) => {
        const number = index + 1
        return (
          <div key={item.key} className={styles.item}>
            <Controller
              control={form.control}
              name={`items.${index}.value`}
              render={({ field, fieldState }) => (
                <TextField
                  label={t`Вариант ${number}`}
                  isRequired
                  isDisabled={isDisabled}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  isInvalid={fieldState.invalid}
                  errorMessage={errorText(fieldState.error)}
                />
              )}
            />
            <Controller
              control={form.control}
              name={`items.${index}.code`}
              render={({ field, fieldState }) => (
                <TextField
                  label={t`Код варианта ${number}`}
                  isDisabled={isDisabled}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  isInvalid={fieldState.invalid}
                  errorMessage={errorText(fieldState.error)}
                />
              )}
            />
            <Button
              variant="quiet"
              className={styles.itemRemove}
              isDisabled={isDisabled || items.fields.length === 1}
              onPress={() => items.remove(index)}
            >
              {t`Удалить`}
              <VisuallyHidden>{t` вариант ${number}`}</VisuallyHidden>
            </Button>
          </div>
        )
      })}
      <div>
        <Button
          variant="secondary"
          isDisabled={isDisabled}
          onPress={() => {
            items.append({ itemId: null, value: '', code: '' })
            form.clearErrors('items')
          }}
        >
          <Trans>Добавить вариант</Trans>
        </Button>
      </div>
    </fieldset>
  )
}
