import { useLingui } from '@lingui/react/macro'
import {
  canBeMultiple,
  canSetFlag,
  type DynamicFieldFlag,
  dynamicFieldFlags,
  type FieldLocks,
  setFieldFlag,
} from '@platform/forms'
import { Checkbox } from '@platform/ui'
import type { ReactNode } from 'react'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import * as styles from '../../shared/form.css'
import type { FieldFormValues } from './field-form'

interface FieldFlagsProps {
  form: UseFormReturn<FieldFormValues>
  locks: FieldLocks
  /** Profile flags are shown for the users' fields only: other entities have no profile. */
  withProfile: boolean
}

/**
 * The flags of a field with their dependencies: a required flag switches on edit and
 * visible, switching visible off switches the others off, multiple and unique exclude each
 * other. A flag the access level locks, or whose change would reach a locked one, is disabled.
 */
export function FieldFlags({ form, locks, withProfile }: FieldFlagsProps) {
  const { t } = useLingui()
  const values = useWatch({ control: form.control }) as FieldFormValues

  const flag = (name: DynamicFieldFlag, label: ReactNode) => {
    const current = values[name]
    const cannotHoldList = name === 'multiple' && !current && !canBeMultiple(values.fieldType)
    return (
      <Checkbox
        isSelected={current}
        isDisabled={cannotHoldList || !canSetFlag(values, name, !current, locks)}
        onChange={(selected) => {
          const next = setFieldFlag(form.getValues(), name, selected)
          for (const each of dynamicFieldFlags) {
            if (next[each] !== form.getValues(each)) {
              form.setValue(each, next[each], { shouldDirty: true })
            }
          }
        }}
      >
        {label}
      </Checkbox>
    )
  }

  return (
    <div className={styles.columns}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t`Карточка администратора`}</legend>
        {flag('adminVisible', t`Показывать`)}
        {flag('adminEdit', t`Можно изменять`)}
        {flag('adminRequired', t`Обязательное`)}
      </fieldset>
      {withProfile && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t`Профиль пользователя`}</legend>
          {flag('profileVisible', t`Показывать`)}
          {flag('profileEdit', t`Можно изменять`)}
          {flag('profileRequired', t`Обязательное`)}
        </fieldset>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t`Значения`}</legend>
        {flag('multiple', t`Несколько значений`)}
        {flag('unique', t`Уникальное значение`)}
        {flag('integrationRequired', t`Обязательное при интеграции`)}
      </fieldset>
    </div>
  )
}
