import { Trans, useLingui } from '@lingui/react/macro'
import type { SettingsGroup as Group, Setting, SettingValue } from '@platform/sdk'
import { Disclosure, StatusBadge } from '@platform/ui'
import { Activity } from 'react'
import { type Control, Controller } from 'react-hook-form'
import { useFieldErrorText } from '../shared/field-error'
import { SettingControl } from './SettingControl'
import * as styles from './settings.css'
import type { SettingsValues } from './settings-model'

interface SettingsGroupProps {
  id: string
  group: Group
  isExpanded: boolean
  control: Control<SettingsValues>
  /** Codes of the rows whose value differs from the saved one. */
  changed: ReadonlySet<string>
  /** A person changed a row's value: its errors no longer apply, and it may fill other rows. */
  onEdit: (code: string, value: SettingValue) => void
}

/** An expandable group of settings rows; each changed row is marked and will be saved. */
export function SettingsGroup({
  id,
  group,
  isExpanded,
  control,
  changed,
  onEdit,
}: SettingsGroupProps) {
  const { t } = useLingui()
  const errorText = useFieldErrorText()
  const count = group.settings.filter((setting) => changed.has(setting.code)).length
  return (
    <Disclosure
      id={id}
      headingLevel={3}
      title={
        <span className={styles.groupTitle}>
          {group.title}
          {count > 0 && <StatusBadge variant="info">{t`Изменено: ${count}`}</StatusBadge>}
        </span>
      }
    >
      {group.description && <p className={styles.groupLead}>{group.description}</p>}
      {/* A folded group's rows render at idle priority, in short slices: opening the page or
          typing in one row never waits for the controls nobody sees. */}
      <Activity mode={isExpanded ? 'visible' : 'hidden'}>
        <ul className={styles.rows}>
          {group.settings.map((setting: Setting) => (
            <li
              key={setting.id}
              className={styles.row}
              data-setting={setting.code}
              data-changed={changed.has(setting.code) || undefined}
            >
              <Controller
                control={control}
                name={setting.code}
                render={({ field, fieldState }) => (
                  <SettingControl
                    setting={setting}
                    value={field.value ?? null}
                    onChange={(value) => {
                      field.onChange(value)
                      onEdit(setting.code, value)
                    }}
                    onBlur={field.onBlur}
                    errorMessage={errorText(fieldState.error)}
                  />
                )}
              />
              {changed.has(setting.code) && (
                <span className={styles.changedMark}>
                  <Trans>Изменено, будет сохранено</Trans>
                </span>
              )}
            </li>
          ))}
        </ul>
      </Activity>
    </Disclosure>
  )
}
