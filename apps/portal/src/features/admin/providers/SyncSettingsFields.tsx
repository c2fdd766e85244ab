import { useLingui } from '@lingui/react/macro'
import { isSyncPeriodRecommended } from '@platform/forms'
import { type ProviderSyncInput, providerSyncPeriodUnitValues } from '@platform/sdk'
import { NumberField } from '@platform/ui'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { FormSelect, useTitledOptions } from '../shared/FormSelect'
import { FormSwitch } from '../shared/FormSwitch'
import { useFieldErrorText } from '../shared/field-error'
import * as layout from '../shared/form.css'
import { periodUnitTitles } from './texts'

interface SyncSettingsFieldsProps {
  form: UseFormReturn<ProviderSyncInput>
}

type Count = 'periodAmount' | 'syncLimit'

/** The sync settings: on or off, restart after a failure, how often, how many per request. */
export function SyncSettingsFields({ form }: SyncSettingsFieldsProps) {
  const { t } = useLingui()
  const titled = useTitledOptions()
  const errorText = useFieldErrorText()
  const [periodAmount, periodUnit, syncLimit] = useWatch({
    control: form.control,
    name: ['periodAmount', 'periodUnit', 'syncLimit'],
  })
  const recommended = isSyncPeriodRecommended({ periodAmount, periodUnit, syncLimit })

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
      <FormSwitch
        form={form}
        name="enabled"
        description={t`Выключенная синхронизация не запускается.`}
      >
        {t`Синхронизация включена`}
      </FormSwitch>
      <FormSwitch
        form={form}
        name="restartOnFailure"
        description={t`Следующий запуск по расписанию состоится, даже если предыдущий завершился ошибкой.`}
      >
        {t`Перезапуск после ошибки`}
      </FormSwitch>
      <div className={layout.columns}>
        {count(
          'periodAmount',
          t`Период`,
          0,
          recommended
            ? t`Рекомендуется меньше 24 часов; при 0 запусков по расписанию нет.`
            : t`Период не меньше суток: рекомендуется меньше 24 часов.`,
        )}
        <FormSelect
          form={form}
          name="periodUnit"
          label={t`Единица периода`}
          options={titled(providerSyncPeriodUnitValues, periodUnitTitles)}
          isRequired
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
