import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@platform/ui'
import { VisuallyHidden } from 'react-aria-components'
import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import { FormText } from '../shared/FormText'
import { useFieldErrorText } from '../shared/field-error'
import * as layout from '../shared/form.css'
import type { MapperValues } from './mapper-form'

/** The custom attribute rows of a mapper: a provider attribute and its value each. */
export function MapperAttributes({ form }: { form: UseFormReturn<MapperValues> }) {
  const { t } = useLingui()
  const errorText = useFieldErrorText()
  const rows = useFieldArray({ control: form.control, name: 'attributes', keyName: 'key' })
  // «No rows» sits on the list itself; an array means errors of single rows instead.
  const listErrors = form.formState.errors.attributes as
    | { message?: string; types?: object }
    | undefined
  const listError = Array.isArray(listErrors) ? undefined : errorText(listErrors)

  return (
    <fieldset className={layout.fieldset}>
      <legend className={layout.legend}>{t`Атрибуты`}</legend>
      {listError && (
        <p className={layout.alert} role="alert">
          {listError}
        </p>
      )}
      {rows.fields.map((row, index) => {
        const number = index + 1
        return (
          <div key={row.key} className={layout.item}>
            <FormText
              form={form}
              name={`attributes.${index}.attribute`}
              label={t`Атрибут ${number}`}
              isRequired
            />
            <FormText
              form={form}
              name={`attributes.${index}.value`}
              label={t`Значение ${number}`}
            />
            <Button
              variant="quiet"
              className={layout.itemRemove}
              onPress={() => rows.remove(index)}
            >
              {t`Удалить`}
              <VisuallyHidden>{t` атрибут ${number}`}</VisuallyHidden>
            </Button>
          </div>
        )
      })}
      <div>
        <Button
          variant="secondary"
          onPress={() => {
            rows.append({ attribute: '', value: '' })
            form.clearErrors('attributes')
          }}
        >
          <Trans>Добавить атрибут</Trans>
        </Button>
      </div>
    </fieldset>
  )
}
