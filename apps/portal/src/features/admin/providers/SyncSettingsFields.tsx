import { useLingui } from '@lingui/react/macro'
import { isSyncPeriodRecommended } from '@platform/forms'
import {
  type ProviderSyncInput,
  type ProviderSyncPeriodUnit,
  providerSyncPeriodUnitValues,
} from '@platform/sdk'
import { NumberField, Select, SelectItem, Switch } from '@platform/ui'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { useFieldErrorText } from '../shared/field-error'
import * as layout from '../shared/form.css'
import { periodUnitTitles } from './texts'

interface SyncSettingsFieldsProps {
  form: UseFormReturn<ProviderSyncInput>
}

type Flag = 'enabled' | 'restartOnFailure'
type Count = 'periodAmount' | 'syncLimit'

/** The sync settings: on or off, restart after a failure, how often, how many per request. */
export function SyncSettingsFields({ form }: SyncSettingsFieldsProps) {
  const { t, i18n } = useLingui()
  const errorText = useFieldErrorText()
  const [periodAmount, periodUnit, syncLimit] = useWatch({
    control: form.control,
    name: ['periodAmount', 'periodUnit', 'syncLimit'],
  })
  const recommended = isSyncPeriodRecommended({ periodAmount, periodUnit, syncLimit })

  const flag = (name: Flag, label: string, description: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch isSelected={field.value} onChange={field.onChange} description={description}>
          {label}
        </Switch>
      )}
    />
  )
  const count = (name: Count, label: string, minValue: number, description: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberField
          label={label}
          description={description}
          minValue={minValue}
          step={1}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isRequired
          isInvalid={fieldState.invalid}
          errorMessage={errorText(fieldState.error)}
        />
      )}
    />
  )

  return (
    <>
      {flag('enabled', t`Синхронизация включена`, t`Выключенная синхронизация не запускается.`)}
      {flag(
        'restartOnFailure',
        t`Перезапуск после ошибки`,
        t`Следующий запуск по расписанию состоится, даже если предыдущий завершился ошибкой.`,
      )}
      <div className={layout.columns}>
        {count(
          'periodAmount',
          t`Период`,
          0,
          recommended
            ? t`Рекомендуется меньше 24 часов; при 0 запусков по расписанию нет.`
            : t`Период не меньше суток: рекомендуется меньше 24 часов.`,
        )}
        <Controller
          control={form.control}
          name="periodUnit"
          render={({ field, fieldState }) => (
            <Select
              label={t`Единица периода`}
              items={providerSyncPeriodUnitValues.map((unit) => ({
                id: unit,
                title: i18n._(periodUnitTitles[unit]),
              }))}
              selectedKey={field.value}
              onSelectionChange={(key) => field.onChange(key as ProviderSyncPeriodUnit)}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={errorText(fieldState.error)}
            >
              {(option) => <SelectItem id={option.id}>{option.title}</SelectItem>}
            </Select>
          )}
        />
        {count(
          'syncLimit',
          t`Записей за запрос`,
          1,
          t`Сколько записей читать из провайдера за один запрос.`,
        )}
      </div>
    </>
  )
}
