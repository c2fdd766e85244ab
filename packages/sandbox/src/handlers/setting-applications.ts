import type { Handlers } from '../contract'
import { applicationHandlers } from './setting-applications/applications'
import { clientHandlers } from './setting-applications/clients'

/** Administration: applications, their clients and sessions, and the method look-ups. */
export const settingApplicationsHandlers = {
  ...applicationHandlers,
  ...clientHandlers,
} satisfies Partial<Handlers>
