import { useLingui } from '@lingui/react/macro'
import {
  type MapperType,
  mapperAccessTypeValues,
  mapperMappingTypeValues,
  mapperTypeValues,
} from '@platform/sdk'
import { listMapperFieldsQuery } from '@platform/sdk/query'
import { Radio, RadioGroup } from '@platform/ui'
import { useQuery } from '@tanstack/react-query'
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form'
import { usePlatform } from '../../../platform/hooks'
import { FormSelect, type FormSelectOption, useTitledOptions } from '../shared/FormSelect'
import { FormSwitch } from '../shared/FormSwitch'
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
  const { t } = useLingui()
  const titled = useTitledOptions()
  const { client } = usePlatform()
  const errorText = useFieldErrorText()
  const fields = useQuery(listMapperFieldsQuery(client))
  const [type, customAttributes, accessType] = useWatch({
    control: form.control,
    name: ['type', 'customAttributes', 'accessType'],
  })
  const change = (next: Partial<Pick<MapperValues, 'type' | 'customAttributes'>>) =>
    form.reset(withMapperChange(form.getValues(), next), { keepDefaultValues: true })

  const radios = (
    name: 'mappingType' | 'accessType',
    label: string,
    options: readonly FormSelectOption[],
    onPicked?: () => void,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup
          label={label}
          orientation="horizontal"
          value={field.value}
          onChange={(value) => {
            field.onChange(value)
            onPicked?.()
          }}
          isRequired
          isInvalid={fieldState.invalid}
          errorMessage={errorText(fieldState.error)}
        >
          {options.map((option) => (
            <Radio key={option.id} value={option.id}>
              {option.title}
            </Radio>
          ))}
        </RadioGroup>
      )}
    />
  )

  return (
    <>
      <div className={layout.columns}>
        <FormSelect
          form={form}
          name="type"
          label={t`Тип`}
          options={titled(mapperTypeValues, mapperTypeTitles)}
          onSelect={(id) => change({ type: id as MapperType })}
          description={t`Смена типа очищает сопоставление.`}
          isRequired
        />
        <FormText
          form={form}
          name="name"
          label={t`Название`}
          description={t`Только латинские буквы; не повторяется в этой синхронизации.`}
          isRequired
        />
      </div>
      <FormSwitch form={form} name="enabled">
        {t`Маппинг активен`}
      </FormSwitch>
      {radios('mappingType', t`Сопоставление`, titled(mapperMappingTypeValues, mappingTypeTitles))}
      <FormSwitch
        form={form}
        name="customAttributes"
        onToggle={(value) => change({ customAttributes: value })}
        description={t`Вместо одного атрибута — список атрибутов со значениями. Переключение очищает сопоставление.`}
      >
        {t`Свои атрибуты`}
      </FormSwitch>
      {customAttributes ? (
        <MapperAttributes form={form} />
      ) : (
        <div className={layout.columns}>
          <FormText form={form} name="before" label={t`Атрибут провайдера`} isRequired />
          {type === 'users-base' && (
            <FormSelect
              form={form}
              name="after"
              label={t`Поле платформы`}
              options={fields.data?.fields.map(({ code, title }) => ({ id: code, title })) ?? []}
              isLoading={fields.isFetching}
              isRequired
            />
          )}
        </div>
      )}
      {type === 'users-access' && (
        <>
          {radios(
            'accessType',
            t`Что выдаёт`,
            titled(mapperAccessTypeValues, accessTypeTitles),
            // Ids of roles mean nothing as methods, and the other way round.
            () => form.setValue('accessIds', [], { shouldDirty: true }),
          )}
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
