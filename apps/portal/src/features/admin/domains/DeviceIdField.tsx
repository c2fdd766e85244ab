import { useLingui } from '@lingui/react/macro'
import { idAttributeValues } from '@platform/sdk'
import { searchDeviceTypesQuery } from '@platform/sdk/query'
import { Checkbox, CheckboxGroup } from '@platform/ui'
import { Controller, type UseFormReturn, useFieldArray } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormEntries } from '../shared/FormEntries'
import { useFieldErrorText } from '../shared/field-error'
import * as styles from '../shared/form.css'
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
      <h3 id="domain-devices" className={styles.sectionTitle}>
        {t`Идентификаторы по устройствам`}
      </h3>
      <p className={styles.note}>
        {t`Устройство без настройки предлагает логин, почту и телефон.`}
      </p>
      <FormEntries
        entries={entries.fields}
        legendOf={(number) => t`Устройство ${number}`}
        onRemove={entries.remove}
        addLabel={t`Добавить устройство`}
        onAdd={() => entries.append({ deviceTypeId: '', idAttributes: [...idAttributeValues] })}
      >
        {(index) => {
          const number = index + 1
          const at = `devicesIdAttributes.${index}` as const
          return (
            <>
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
                    value={field.value}
                    // Kept in the order the sign-in page lists them.
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
            </>
          )
        }}
      </FormEntries>
    </section>
  )
}
