import { askedOnce, type QueryPolicies } from '../policy'

export const queries: QueryPolicies<'password'> = {
  getPasswordLinkStatus: askedOnce,
  getEntryPasswordLinkStatus: askedOnce,
}
