import { useLingui } from '@lingui/react/macro'
import { providerTypeValues } from '@platform/sdk'
import { PasswordField } from '@platform/ui'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { FormSelect, useTitledOptions } from '../shared/FormSelect'
import { FormSwitch } from '../shared/FormSwitch'
import { FormText } from '../shared/FormText'
import { useFieldErrorText } from '../shared/field-error'
import * as layout from '../shared/form.css'
import type { ProviderValues } from './provider-form'
import { providerTypeTitles } from './texts'

interface ProviderMainFieldsProps {
  form: UseFormReturn<ProviderValues>
}

/** The Main tab: what the provider is, where it answers and the account the platform uses. */
export function ProviderMainFields({ form }: ProviderMainFieldsProps) {
  const { t } = useLingui()
  const titled = useTitledOptions()
  const errorText = useFieldErrorText()
  const credential = t`До 64 символов: латинские буквы, цифры, «_» и «-».`
  return (
    <>
      <div className={layout.columns}>
        <FormSelect
          form={form}
          name="type"
          label={t`Тип`}
          options={titled(providerTypeValues, providerTypeTitles)}
          isRequired
        />
        <FormText
          form={form}
          name="name"
          label={t`Название`}
          description={t`Должно содержать латинские буквы; не повторяется у других провайдеров.`}
          isRequired
        />
        <FormText form={form} name="realm" label={t`Realm`} isRequired />
        <FormText
          form={form}
          name="url"
          label={t`Адрес`}
          description={t`Полный адрес, например https://sso.example.ru`}
          type="url"
          isRequired
        />
        <FormText
          form={form}
          name="clientId"
          label={t`Идентификатор клиента`}
          description={credential}
          isRequired
        />
        <Controller
          control={form.control}
          name="clientSecret"
          render={({ field, fieldState }) => (
            <PasswordField
              label={t`Секрет клиента`}
              description={credential}
              autoComplete="off"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={errorText(fieldState.error)}
            />
          )}
        />
      </div>
      <FormSwitch
        form={form}
        name="enabled"
        description={t`Платформа синхронизирует только активных провайдеров.`}
      >
        {t`Провайдер активен`}
      </FormSwitch>
    </>
  )
}
