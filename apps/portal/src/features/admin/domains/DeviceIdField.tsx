import { useLingui } from '@lingui/react/macro'
import { idAttributeValues, searchDeviceTypesQuery } from '@platform/sdk'
import { Button, Checkbox, CheckboxGroup } from '@platform/ui'
import { VisuallyHidden } from 'react-aria-components'
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import * as styles from '../shared/dialog.css'
import { useFieldErrorText } from '../shared/field-error'
import { LookupPicker } from '../shared/LookupPicker'
import type { DomainValues } from './domain-form'

/**
 * Which identifiers the sign-in page offers on each device type; a device type without an
 * entry offers all three.
 */
export function DeviceIdField({ form }: { form: UseFormReturn<DomainValues> }) {
  const { t } = useLingui()
  const { client } = usePlatform()
  const errorText = useFieldErrorText()
  const entries = useFieldArray({ control: form.control, name: 'devicesIdAttributes' })
  const names = { login: t`Логин`, email: t`Почта`, mobile: t`Телефон` }
  return (
    <section className={styles.section} aria-labelledby="domain-devices">
      <h3
        id="domain-devices"
        className={styles.sectionTitle}
      >{t`Идентификаторы по устройствам`}</h3>
      <p
        className={styles.note}
      >{t`Устройство без настройки предлагает логин, почту и телефон.`}</p>
      {entries.fields.map((entry, index) => {
        const number = index + 1
        const at = `devicesIdAttributes.${index}` as const
        return (
          <fieldset key={entry.id} className={styles.fieldset}>
            <legend className={styles.legend}>{t`Устройство ${number}`}</legend>
            <Controller
              control={form.control}
              name={`${at}.deviceTypeId`}
              render={({ field, fieldState }) => (
                <LookupPicker
                  single
                  label={t`Тип устройства ${number}`}
                  value={field.value ? [field.value] : []}
                  onChange={(ids) => field.onChange(ids[0] ?? '')}
                  search={(query) => searchDeviceTypesQuery(client, query)}
                  optionsOf={(answer) => answer.devicesTypes}
                  labelOf={(type) => type.name}
                  isRequired
                  errorMessage={errorText(fieldState.error)}
                />
              )}
            />
            <Controller
              control={form.control}
              name={`${at}.idAttributes`}
              render={({ field, fieldState }) => (
                <CheckboxGroup
                  label={t`Идентификаторы устройства ${number}`}
                  orientation="horizontal"
                  // Kept in the order the sign-in page lists them.
                  value={field.value}
                  onChange={(chosen) =>
                    field.onChange(idAttributeValues.filter((each) => chosen.includes(each)))
                  }
                  isInvalid={fieldState.invalid}
                  errorMessage={errorText(fieldState.error)}
                  validationBehavior="aria"
                >
                  {idAttributeValues.map((attribute) => (
                    <Checkbox key={attribute} value={attribute}>
                      {names[attribute]}
                    </Checkbox>
                  ))}
                </CheckboxGroup>
              )}
            />
            <div>
              <Button variant="quiet" onPress={() => entries.remove(index)}>
                {t`Удалить`}
                <VisuallyHidden>{t` устройство ${number}`}</VisuallyHidden>
              </Button>
            </div>
          </fieldset>
        )
      })}
      <div>
        <Button
          variant="secondary"
          onPress={() => entries.append({ deviceTypeId: '', idAttributes: [...idAttributeValues] })}
        >
          {t`Добавить устройство`}
        </Button>
      </div>
    </section>
  )
}
