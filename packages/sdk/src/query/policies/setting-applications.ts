import {
  applicationKeys,
  applicationSessionKeys,
  clientSecretKeys,
  methodKeys,
  serviceApplicationKeys,
  sessionKeys,
} from '../../generated/keys'
import { type AreaPolicy, neverKept, pagedList, referenceData } from '../policy'
import { menus } from './ui'

// An application is in the menus and the service switch, and the methods filter lists the
// methods it declares.

export const policy: AreaPolicy<'setting-applications'> = {
  queries: {
    listApplications: pagedList,
    // A client's secret is read when the administrator copies it, and never kept.
    getClientSecret: neverKept,
    listApplicationSessions: pagedList,
    // Filter options change only with an application's methods, which invalidate them.
    filterMethods: referenceData,
  },
  mutations: {
    createApplication: {
      invalidates: () => [applicationKeys.lists(), methodKeys.all, ...menus()],
    },
    // Also the public card of the service (help page, back link) under its code.
    updateApplication: {
      invalidates: ({ params, body }) => [
        applicationKeys.lists(),
        applicationKeys.detail(params.path.id),
        methodKeys.all,
        ...menus(),
        ...(body.code ? [serviceApplicationKeys.detail(body.code)] : []),
      ],
    },
    deleteApplication: {
      invalidates: ({ params }) => [
        applicationKeys.lists(),
        applicationKeys.detail(params.path.id),
        methodKeys.all,
        ...menus(),
      ],
    },
    // The drag order is also the order of the menus and the service switch.
    reorderApplications: { invalidates: () => [applicationKeys.lists(), ...menus()] },
    regenerateClientSecret: {
      invalidates: ({ params }) => [clientSecretKeys.detail(params.path.clientId)],
    },
    // The administrator's own sessions may be among those ended, so the profile's list too.
    deleteApplicationSessions: {
      invalidates: () => [applicationSessionKeys.all, sessionKeys.all],
    },
    deleteApplicationSession: {
      invalidates: () => [applicationSessionKeys.all, sessionKeys.all],
    },
  },
}
