import type { Handlers } from '../../contract'
import { settingLookupHandlers } from './lookups'
import { settingsHandlers } from './settings'

/** Administration: platform and user settings, and the role, user and alias look-ups. */
export const settingSettingsHandlers = {
  ...settingsHandlers,
  ...settingLookupHandlers,
} satisfies Partial<Handlers>
