import type { Handlers } from '../contract'
import { deviceTypeHandlers } from './setting-domains/device-types'
import { domainHandlers } from './setting-domains/domains'
import { libraryLookupHandlers } from './setting-domains/lookups'

/** Administration: domains, device types and the look-ups of the domain form. */
export const settingDomainsHandlers = {
  ...domainHandlers,
  ...deviceTypeHandlers,
  ...libraryLookupHandlers,
} satisfies Partial<Handlers>
