import { askedOnce, type QueryPolicies } from '../policy'

export const queries: QueryPolicies<'registration'> = {
  getRegistrationLinkStatus: askedOnce,
}
