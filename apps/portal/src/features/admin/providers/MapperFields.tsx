import { useLingui } from '@lingui/react/macro'
import {
  listMapperFieldsQuery,
  type MapperAccessType,
  type MapperMappingType,
  type MapperType,
  mapperAccessTypeValues,
  mapperMappingTypeValues,
  mapperTypeValues,
} from '@platform/sdk'
import { Radio, RadioGroup, Select, SelectItem, Switch } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormText } from '../shared/FormText'
import { useFieldErrorText } from '../shared/field-error'
import * as layout from '../shared/form.css'
import { AccessPicker } from './AccessPicker'
import { MapperAttributes } from './MapperAttributes'
import { type MapperValues, withMapperChange } from './mapper-form'
import { accessTypeTitles, mapperTypeTitles, mappingTypeTitles } from './texts'

/**
 * The mapper dialog's fields. What is asked follows the type and the custom-attributes choice:
 * one provider attribute and (for user fields) the platform field it fills, or attribute rows;
 * an access mapper also names the roles or methods it grants.
 */
export function MapperFields({ form }: { form: UseFormReturn<MapperValues> }) {
  const { t, i18n } = useLingui()
  const { client } = usePlatform()
  const errorText = useFieldErrorText()
  const fields = useQuery(listMapperFieldsQuery(client))
  const [type, customAttributes, accessType] = useWatch({
    control: form.control,
    name: ['type', 'customAttributes', 'accessType'],
  })
  const change = (next: Partial<Pick<MapperValues, 'type' | 'customAttributes'>>) =>
    form.reset(withMapperChange(form.getValues(), next), { keepDefaultValues: true })

  return (
    <>
      <div className={layout.columns}>
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <Select
              label={t`Тип`}
              items={mapperTypeValues.map((id) => ({ id, title: i18n._(mapperTypeTitles[id]) }))}
              selectedKey={field.value}
              onSelectionChange={(key) => change({ type: key as MapperType })}
              description={t`Смена типа очищает сопоставление.`}
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
          description={t`Только латинские буквы; не повторяется в этой синхронизации.`}
          isRequired
        />
      </div>
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch isSelected={field.value} onChange={field.onChange}>
            {t`Маппинг активен`}
          </Switch>
        )}
      />
      <Controller
        control={form.control}
        name="mappingType"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={t`Сопоставление`}
            orientation="horizontal"
            value={field.value}
            onChange={(value) => field.onChange(value as MapperMappingType)}
            isInvalid={fieldState.invalid}
            errorMessage={errorText(fieldState.error)}
          >
            {mapperMappingTypeValues.map((id) => (
              <Radio key={id} value={id}>
                {i18n._(mappingTypeTitles[id])}
              </Radio>
            ))}
          </RadioGroup>
        )}
      />
      <Controller
        control={form.control}
        name="customAttributes"
        render={({ field }) => (
          <Switch
            isSelected={field.value}
            onChange={(value) => change({ customAttributes: value })}
            description={t`Вместо одного атрибута — список атрибутов со значениями. Переключение очищает сопоставление.`}
          >
            {t`Свои атрибуты`}
          </Switch>
        )}
      />
      {customAttributes ? (
        <MapperAttributes form={form} />
      ) : (
        <div className={layout.columns}>
          <FormText form={form} name="before" label={t`Атрибут провайдера`} isRequired />
          {type === 'users-base' && (
            <Controller
              control={form.control}
              name="after"
              render={({ field, fieldState }) => (
                <Select
                  label={t`Поле платформы`}
                  items={
                    fields.data?.fields.map((option) => ({
                      id: option.code,
                      title: option.title,
                    })) ?? []
                  }
                  selectedKey={field.value || null}
                  onSelectionChange={(key) => field.onChange(String(key ?? ''))}
                  isLoading={fields.isFetching}
                  isRequired
                  isInvalid={fieldState.invalid}
                  errorMessage={errorText(fieldState.error)}
                >
                  {(option) => <SelectItem id={option.id}>{option.title}</SelectItem>}
                </Select>
              )}
            />
          )}
        </div>
      )}
      {type === 'users-access' && (
        <>
          <Controller
            control={form.control}
            name="accessType"
            render={({ field, fieldState }) => (
              <RadioGroup
                label={t`Что выдаёт`}
                orientation="horizontal"
                value={field.value}
                onChange={(value) => {
                  // Ids of roles mean nothing as methods, and the other way round.
                  field.onChange(value as MapperAccessType)
                  form.setValue('accessIds', [], { shouldDirty: true })
                }}
                isRequired
                isInvalid={fieldState.invalid}
                errorMessage={errorText(fieldState.error)}
              >
                {mapperAccessTypeValues.map((id) => (
                  <Radio key={id} value={id}>
                    {i18n._(accessTypeTitles[id])}
                  </Radio>
                ))}
              </RadioGroup>
            )}
          />
          {accessType && (
            <Controller
              control={form.control}
              name="accessIds"
              render={({ field, fieldState }) => (
                <AccessPicker
                  accessType={accessType}
                  value={field.value}
                  onChange={field.onChange}
                  errorMessage={errorText(fieldState.error)}
                />
              )}
            />
          )}
        </>
      )}
    </>
  )
}
