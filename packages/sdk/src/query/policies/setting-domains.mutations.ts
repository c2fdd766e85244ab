import type { QueryKey } from '@tanstack/react-query'
import {
  baseDomainSettingsKeys,
  deviceTypeKeys,
  domainKeys,
  profileDetailsKeys,
  profileKeys,
  projectInfoKeys,
  publicSettingsKeys,
} from '../../generated/keys'
import type { MutationPolicies } from '../policy'

/**
 * The portal may be served on the domain that changed and cannot tell, so what it draws from
 * its own domain is refreshed: the project info, the visitor forms' agreements and the
 * profile's agreements (`termsInfo`).
 */
const servedDomain = (): QueryKey[] => [
  projectInfoKeys.all,
  publicSettingsKeys.all,
  profileKeys.all,
  profileDetailsKeys.all,
]

/**
 * A base domain (saved as base, or made base, taking the flag from the previous one) changes
 * every domain's details and the base settings; any other changes only its own details.
 */
const detailsOf = (base: boolean | undefined, id?: string): QueryKey[] => {
  if (base) return [domainKeys.details(), baseDomainSettingsKeys.all]
  return id ? [domainKeys.detail(id)] : []
}

export const mutations: MutationPolicies<'setting-domains'> = {
  createDomain: {
    invalidates: ({ body }) => [
      domainKeys.lists(),
      ...detailsOf(body.base),
      domainKeys.searches(),
      ...servedDomain(),
    ],
  },
  updateDomain: {
    invalidates: ({ params, body }) => [
      domainKeys.lists(),
      ...detailsOf(body.base, params.path.id),
      domainKeys.searches(),
      ...servedDomain(),
    ],
  },
  // The deleted domain may have been the base one, whose languages prefill new domains.
  deleteDomain: {
    invalidates: ({ params }) => [
      domainKeys.lists(),
      domainKeys.detail(params.path.id),
      domainKeys.searches(),
      baseDomainSettingsKeys.all,
      ...servedDomain(),
    ],
  },
  setDomainEnabled: {
    invalidates: ({ params }) => [
      domainKeys.lists(),
      domainKeys.detail(params.path.id),
      domainKeys.searches(),
      ...servedDomain(),
    ],
  },
  createDeviceType: { invalidates: () => [deviceTypeKeys.all] },
  updateDeviceType: { invalidates: () => [deviceTypeKeys.all] },
  // Refused (409) while a domain names the device type, so no domain changes with it.
  deleteDeviceType: { invalidates: () => [deviceTypeKeys.all] },
}
