import {
  type FieldErrors,
  isEqualValue,
  settingChanges,
  validateRequired,
  validateSettings,
} from '@platform/forms'
import type { Setting, SettingChange, SettingsModule, SettingValue } from '@platform/sdk'

/** The form of a settings screen: each row's value, keyed by setting code (as `errorList` is). */
export type SettingsValues = Record<string, SettingValue>

/** The key of an expandable group; group codes repeat across modules. */
export function groupKey(module: Pick<SettingsModule, 'code'>, group: { code: string }): string {
  return `${module.code}:${group.code}`
}

/** Every row of the screen, with the key of its group. */
export function settingRows(modules: readonly SettingsModule[]): (Setting & { group: string })[] {
  return modules.flatMap((module) =>
    module.groups.flatMap((group) =>
      group.settings.map((setting) => ({ ...setting, group: groupKey(module, group) })),
    ),
  )
}

export function initialValues(rows: readonly Setting[]): SettingsValues {
  return Object.fromEntries(rows.map((row) => [row.code, row.value]))
}

function currentValue(row: Setting, values: SettingsValues): SettingValue {
  return Object.hasOwn(values, row.code) ? (values[row.code] ?? null) : row.value
}

/** Rows whose value differs from the saved one; read-only rows never count. */
export function changedRows<T extends Setting>(rows: readonly T[], values: SettingsValues): T[] {
  return rows.filter((row) => !row.readonly && !isEqualValue(row.value, currentValue(row, values)))
}

/** The save body: the changed rows in one request, read-only rows left out. */
export function changesToSave(rows: readonly Setting[], values: SettingsValues): SettingChange[] {
  const current = rows.map((row) => ({ ...row, value: currentValue(row, values) }))
  return settingChanges(
    current,
    changedRows(rows, values).map((row) => row.id),
  )
}

const codeRule = ['authCodeAlive', 'authCodeResendAlive']

/**
 * Checks the changed rows before saving with the forms package's settings rules: an
 * emptied number, bounds, password length of at least 8, lifetimes of at most 7 days, log
 * retention minimums, and the code lifetime above the resend delay, shown on the code lifetime
 * whenever either of the two changed. Rows nobody touched are the server's business.
 */
export function clientErrors(rows: readonly Setting[], values: SettingsValues): FieldErrors {
  const changed = new Set(changedRows(rows, values).map((row) => row.code))
  if (codeRule.some((code) => changed.has(code))) changed.add('authCodeAlive')
  const current = rows.map((row) => ({ ...row, value: currentValue(row, values) }))
  const errors: FieldErrors = {}
  for (const [code, keys] of Object.entries(validateSettings(current))) {
    if (changed.has(code)) errors[code] = keys
  }
  for (const row of current) {
    const numeric = row.type === 'integer' || row.type === 'duration'
    const empty = numeric && changed.has(row.code) ? validateRequired(row.value) : undefined
    if (empty) errors[row.code] = [empty]
  }
  return errors
}
