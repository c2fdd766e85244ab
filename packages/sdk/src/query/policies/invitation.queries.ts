import { askedOnce, type QueryPolicies } from '../policy'

export const queries: QueryPolicies<'invitation'> = {
  // It also pre-fills the form; refusing the invitation invalidates it.
  getInvitationLinkStatus: askedOnce,
}
