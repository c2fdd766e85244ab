import type { Handlers } from '../contract'
import { settingLookupHandlers } from './setting-settings/lookups'
import { settingsHandlers } from './setting-settings/settings'

/** Administration: platform and user settings, and the role, user and alias look-ups. */
export const settingSettingsHandlers = {
  ...settingsHandlers,
  ...settingLookupHandlers,
} satisfies Partial<Handlers>
