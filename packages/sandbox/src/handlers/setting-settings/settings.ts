import { settingsFilledBy, validateSettings } from '@platform/forms'
import type {
  FieldErrors,
  Setting,
  SettingChange,
  SettingsModule,
  SettingValue,
  UniqueError,
} from '@platform/sdk'
import type { Handlers } from '../../contract'
import type { SandboxState } from '../../state'
import { done, forbidden, invalid, notFound, ok } from '../reply'
import { type AdminCall, isAdmin, recordChange } from '../setting-kit'

interface Located {
  setting: Setting
}

function locate(modules: SettingsModule[]): Map<string, Located> {
  const found = new Map<string, Located>()
  for (const module of modules) {
    for (const group of module.groups) {
      for (const setting of group.settings) found.set(setting.id, { setting })
    }
  }
  return found
}

/** Whether a value has the setting's type (select: one of its options). */
function fitsType(setting: Setting, value: SettingValue): boolean {
  switch (setting.type) {
    case 'boolean':
      return typeof value === 'boolean'
    case 'integer':
    case 'duration':
      return Number.isInteger(value)
    case 'select':
      return setting.value_props?.options?.some((option) => option.value === value) ?? false
    default:
      return typeof value === 'string' || value === null
  }
}

/** Values that occur more than once. */
function repeated(values: (string | null)[]): string[] {
  const counts = new Map<string, number>()
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts].filter(([, total]) => total > 1).map(([value]) => value)
}

/** Values people share, for each unique-value rule being switched on (mobileUnique, emailUnique). */
function uniqueErrors(state: SandboxState, switchedOn: Setting[]): UniqueError[] {
  return switchedOn
    .map((setting) => ({
      code: setting.code,
      title: setting.title,
      values: repeated(
        state.core.accounts.map((account) =>
          setting.code === 'mobileUnique' ? account.mobile : (account.email?.toLowerCase() ?? null),
        ),
      ),
    }))
    .filter((error) => error.values.length > 0)
}

/**
 * The save with the rows a changed row fills in (the password level's character classes),
 * unless the same save sets them itself.
 */
function withFilledRows(located: Map<string, Located>, changes: SettingChange[]): SettingChange[] {
  const byCode = new Map([...located.values()].map(({ setting }) => [setting.code, setting]))
  const sent = new Set(changes.map((change) => change.id))
  const filled: SettingChange[] = []
  for (const change of changes) {
    const code = located.get(change.id)?.setting.code
    if (!code) continue
    for (const [other, value] of Object.entries(settingsFilledBy(code, change.value))) {
      const row = byCode.get(other)
      if (row && !row.readonly && !sent.has(row.id)) filled.push({ id: row.id, value })
    }
  }
  return [...changes, ...filled]
}

/** Saves the checked rows of one settings screen, all or nothing. */
function save(call: AdminCall, screen: 'platform' | 'users', sent: SettingChange[]) {
  const located = locate(call.state.settings[screen])
  const changes = withFilledRows(located, sent)
  const errors: FieldErrors = {}
  for (const change of changes) {
    const found = located.get(change.id)
    if (!found) return notFound(`No setting ${change.id} on this screen`)
    const { setting } = found
    if (setting.readonly) errors[setting.code] = ['errorReadOnly']
    else if (!fitsType(setting, change.value)) errors[setting.code] = ['errorInvalid']
  }
  const next = new Map(changes.map((change) => [change.id, change.value]))
  const rows = [...located.values()].map(({ setting }) => ({
    ...setting,
    value: next.has(setting.id) ? (next.get(setting.id) ?? null) : setting.value,
  }))
  for (const [code, keys] of Object.entries(validateSettings(rows))) {
    const changed = rows.some((row) => row.code === code && next.has(row.id))
    if (changed || code === 'authCodeAlive') errors[code] ??= keys
  }
  const switchedOn = [...located.values()]
    .map(({ setting }) => setting)
    .filter(
      (setting) =>
        (setting.code === 'mobileUnique' || setting.code === 'emailUnique') &&
        setting.value !== true &&
        next.get(setting.id) === true,
    )
  const unique = uniqueErrors(call.state, switchedOn)
  if (Object.keys(errors).length || unique.length) {
    return invalid(errors, unique.length ? { uniqueErrors: unique } : {})
  }
  for (const change of changes) {
    const found = located.get(change.id)
    if (!found || found.setting.value === change.value) continue
    recordChange(call, {
      type: 'update',
      entity: 'settings',
      subtype: screen,
      entityId: found.setting.code,
      entityTitle: found.setting.title,
      changes: [
        { param: 'value', before: String(found.setting.value), after: String(change.value) },
      ],
    })
    found.setting.value = change.value
  }
  return done()
}

export const settingsHandlers = {
  getPlatformSettings: ({ state, session }) => {
    if (!isAdmin({ session })) return forbidden()
    return ok({ data: structuredClone(state.settings.platform) })
  },

  getUsersSettings: ({ state, session }) => {
    if (!isAdmin({ session })) return forbidden()
    return ok({ data: structuredClone(state.settings.users) })
  },

  updatePlatformSettings: (context) => {
    if (!isAdmin(context)) return forbidden()
    return save(context, 'platform', context.body)
  },

  updateUsersSettings: (context) => {
    if (!isAdmin(context)) return forbidden()
    return save(context, 'users', context.body)
  },
} satisfies Partial<Handlers>
