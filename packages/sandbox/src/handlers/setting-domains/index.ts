import type { Handlers } from '../../contract'
import { deviceTypeHandlers } from './device-types'
import { domainHandlers } from './domains'
import { libraryLookupHandlers } from './lookups'

/** Administration: domains, device types and the look-ups of the domain form. */
export const settingDomainsHandlers = {
  ...domainHandlers,
  ...deviceTypeHandlers,
  ...libraryLookupHandlers,
} satisfies Partial<Handlers>
