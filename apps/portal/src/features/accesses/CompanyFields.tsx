import { useLingui } from '@lingui/react/macro'
import { limits } from '@platform/forms'
import type { Role } from '@platform/sdk'
import { Button, MultiSelect, MultiSelectItem, TextField } from '@platform/ui'
import { Controller, type FieldPath, type UseFormReturn } from 'react-hook-form'
import { useErrorText } from '../profile/edit/useFieldContext'
import * as styles from './AccessRequestsPage.css'
import type { RequestFormValues } from './NewRequestDialog'

const inputMaxLength = {
  name: limits.textMaxLength,
  inn: limits.innMaxLength,
  kpp: limits.kppLength,
} as const

export interface CompanyFieldsProps {
  form: UseFormReturn<RequestFormValues>
  index: number
  roles: readonly Role[]
  rolesLoading: boolean
  /** Offered from the second company on. */
  onRemove?: () => void
}

/** One company of the request: name, INN, KPP and the roles asked for. */
export function CompanyFields({ form, index, roles, rolesLoading, onRemove }: CompanyFieldsProps) {
  const { t } = useLingui()
  const errorText = useErrorText()
  const number = index + 1
  const text = (field: 'name' | 'inn' | 'kpp', label: string, isRequired = false) => {
    const name = `companies.${index}.${field}` as const
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field: control, fieldState }) => (
          <TextField
            label={label}
            value={control.value}
            onChange={(value) => {
              control.onChange(value)
              form.clearErrors(name)
            }}
            onBlur={control.onBlur}
            isRequired={isRequired}
            inputMode={field === 'name' ? undefined : 'numeric'}
            maxLength={inputMaxLength[field]}
            errorMessage={errorText(fieldState.error)}
            isInvalid={Boolean(fieldState.error)}
          />
        )}
      />
    )
  }
  const rolesName: FieldPath<RequestFormValues> = `companies.${index}.roles`
  return (
    <fieldset className={styles.company}>
      <legend className={styles.legend}>{t`Компания ${number}`}</legend>
      <div className={styles.wide}>{text('name', t`Название компании`)}</div>
      {text('inn', t`ИНН`, true)}
      {text('kpp', t`КПП`)}
      <div className={styles.wide}>
        <Controller
          control={form.control}
          name={`companies.${index}.roles`}
          render={({ field, fieldState }) => (
            <MultiSelect<Role>
              label={t`Роли`}
              defaultItems={roles}
              value={field.value}
              onChange={(keys) => {
                field.onChange(keys.map(String))
                form.clearErrors(rolesName)
              }}
              isLoading={rolesLoading}
              isRequired
              errorMessage={errorText(fieldState.error)}
              isInvalid={Boolean(fieldState.error)}
            >
              {(role) => <MultiSelectItem id={role.roleId}>{role.name}</MultiSelectItem>}
            </MultiSelect>
          )}
        />
      </div>
      {onRemove && (
        <div className={styles.wide}>
          <Button variant="quiet" onPress={onRemove}>
            {t`Удалить компанию ${number}`}
          </Button>
        </div>
      )}
    </fieldset>
  )
}
