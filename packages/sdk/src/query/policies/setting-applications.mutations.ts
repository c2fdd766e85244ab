import {
  applicationKeys,
  applicationSessionKeys,
  clientSecretKeys,
  methodKeys,
  serviceApplicationKeys,
  sessionKeys,
} from '../../generated/keys'
import type { MutationPolicies } from '../policy'
import { menus } from './ui.mutations'

export const mutations: MutationPolicies<'setting-applications'> = {
  // An application is in the menus and the service switch, and the methods filter lists the
  // methods it declares.
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
}
