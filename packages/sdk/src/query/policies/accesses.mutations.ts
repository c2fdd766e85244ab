import { accessRequestKeys } from '../../generated/keys'
import type { MutationPolicies } from '../policy'

export const mutations: MutationPolicies<'accesses'> = {
  createAccessRequests: { invalidates: () => [accessRequestKeys.all] },
  withdrawAccessRequest: { invalidates: () => [accessRequestKeys.all] },
}
