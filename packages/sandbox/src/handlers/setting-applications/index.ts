import type { Handlers } from '../../contract'
import { applicationHandlers } from './applications'
import { clientHandlers } from './clients'

/** Administration: applications, their clients and sessions, and the method look-ups. */
export const settingApplicationsHandlers = {
  ...applicationHandlers,
  ...clientHandlers,
} satisfies Partial<Handlers>
