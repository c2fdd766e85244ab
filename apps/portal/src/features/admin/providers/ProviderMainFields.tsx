import { useLingui } from '@lingui/react/macro'
import { type ProviderType, providerTypeValues } from '@platform/sdk'
import { PasswordField, Select, SelectItem, Switch } from '@platform/ui'
import { Controller, type UseFormReturn } from 'react-hook-form'
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
  const { t, i18n } = useLingui()
  const errorText = useFieldErrorText()
  const credential = t`До 64 символов: латинские буквы, цифры, «_» и «-».`
  return (
    <>
      <div className={layout.columns}>
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <Select
              label={t`Тип`}
              items={providerTypeValues.map((type) => ({
                id: type,
                title: i18n._(providerTypeTitles[type]),
              }))}
              selectedKey={field.value}
              onSelectionChange={(key) => field.onChange(key as ProviderType)}
              isRequired
              isInvalid={fieldState.invalid}
              errorMessage={errorText(fieldState.error)}
            >
              {(option) => <SelectItem id={option.id}>{option.title}</SelectItem>}
            </Select>
          )}
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
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch
            isSelected={field.value}
            onChange={field.onChange}
            description={t`Платформа синхронизирует только активных провайдеров.`}
          >
            {t`Провайдер активен`}
          </Switch>
        )}
      />
    </>
  )
}
