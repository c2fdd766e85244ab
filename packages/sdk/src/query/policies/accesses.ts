import { accessRequestKeys } from '../../generated/keys'
import { type AreaPolicy, pagedList, referenceData } from '../policy'

export const policy: AreaPolicy<'accesses'> = {
  queries: {
    listAccessRequests: pagedList,
    // The request form's roles change only through administration.
    listAvailableRoles: referenceData,
  },
  mutations: {
    createAccessRequests: { invalidates: () => [accessRequestKeys.all] },
    withdrawAccessRequest: { invalidates: () => [accessRequestKeys.all] },
  },
}
