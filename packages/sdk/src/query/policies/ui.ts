import type { QueryKey } from '@tanstack/react-query'
import {
  menuKeys,
  platformMenuKeys,
  servicesMenuKeys,
  sessionKeys,
  userSettingsKeys,
} from '../../generated/keys'
import { type AreaPolicy, nothing, referenceData } from '../policy'

/** The three menus: what administration of applications and providers (and leaving a company) changes. */
export const menus = (): QueryKey[] => [menuKeys.all, platformMenuKeys.all, servicesMenuKeys.all]

export const policy: AreaPolicy<'ui'> = {
  queries: {
    // The first call of the portal; administration mutations invalidate it.
    getProjectInfo: referenceData,
    // The same for everyone; the router builds its routes from it.
    getMenu: referenceData,
    // A public card that changes only when administrators edit the application.
    getServiceApplication: referenceData,
    // Reference data of the visitor forms; settings mutations invalidate it.
    getPublicSettings: referenceData,
    // A short static list: half an hour.
    listCountryCodes: { staleTime: 1_800_000 },
    // Legal texts change rarely and only through the libraries screens.
    getDocumentView: referenceData,
    // An image changes only with its style, and the style code is part of the key.
    getStyleAsset: { staleTime: Infinity },
  },
  mutations: {
    // A new `lang` changes only the stored preference: refetching texts in the new locale is
    // the portal's job when it switches its locale getter.
    updateUserSettings: { invalidates: () => [userSettingsKeys.all] },
    // The report describes this browser's device on the sessions screen.
    reportDevice: { invalidates: () => [sessionKeys.all] },
    // A page view for the statistics service.
    recordMetricsHit: { invalidates: nothing },
  },
}
