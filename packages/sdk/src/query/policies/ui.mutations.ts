import type { QueryKey } from '@tanstack/react-query'
import {
  menuKeys,
  platformMenuKeys,
  servicesMenuKeys,
  sessionKeys,
  userSettingsKeys,
} from '../../generated/keys'
import { type MutationPolicies, nothing } from '../policy'

/** The three menus, which administering applications and providers, or leaving a company, changes. */
export const menus = (): QueryKey[] => [menuKeys.all, platformMenuKeys.all, servicesMenuKeys.all]

export const mutations: MutationPolicies<'ui'> = {
  // A new `lang` changes only the stored preference: refetching texts in the new locale is
  // the portal's job when it switches its locale getter.
  updateUserSettings: { invalidates: () => [userSettingsKeys.all] },
  // The report describes this browser's device on the sessions screen.
  reportDevice: { invalidates: () => [sessionKeys.all] },
  // A page view for the statistics service.
  recordMetricsHit: { invalidates: nothing },
}
