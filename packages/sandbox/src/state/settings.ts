import type { PasswordPolicy, Setting, SettingsModule } from '@platform/sdk'

/** Platform and user settings, as the settings screens show them. Seeded by the settings area. */
export interface SettingsState {
  platform: SettingsModule[]
  users: SettingsModule[]
}

function* allSettings(settings: SettingsState): Generator<Setting> {
  for (const module of [...settings.platform, ...settings.users]) {
    for (const group of module.groups) yield* group.settings
  }
}

export function findSetting(settings: SettingsState, code: string): Setting | undefined {
  for (const setting of allSettings(settings)) if (setting.code === code) return setting
  return undefined
}

export function settingNumber(settings: SettingsState, code: string, fallback: number): number {
  const value = findSetting(settings, code)?.value
  return typeof value === 'number' ? value : fallback
}

export function settingFlag(settings: SettingsState, code: string, fallback: boolean): boolean {
  const value = findSetting(settings, code)?.value
  return typeof value === 'boolean' ? value : fallback
}

const unitSeconds = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 } as const

/** A duration setting in seconds (its value is in `value_props.unit`). */
export function durationSeconds(settings: SettingsState, code: string, fallback: number): number {
  const setting = findSetting(settings, code)
  if (typeof setting?.value !== 'number') return fallback
  return setting.value * unitSeconds[setting.value_props?.unit ?? 'seconds']
}

/** The password policy the settings describe; every password the sandbox sets must pass it. */
export function passwordPolicy(settings: SettingsState): PasswordPolicy {
  const symbols = findSetting(settings, 'passwordSymbols')?.value
  return {
    minLength: settingNumber(settings, 'passwordLength', 8),
    maxLength: 9999,
    lowercase: settingFlag(settings, 'passwordLowercase', true),
    uppercase: settingFlag(settings, 'passwordUppercase', true),
    numbers: settingFlag(settings, 'passwordNumbers', true),
    symbols: settingFlag(settings, 'passwordSymbolsRequired', true),
    allowedSymbols: typeof symbols === 'string' ? symbols : '!@#$%^&*()-_=+[]{};:,.?/',
    pattern: null,
    generateLength: settingNumber(settings, 'passwordGenerateLength', 12),
  }
}
