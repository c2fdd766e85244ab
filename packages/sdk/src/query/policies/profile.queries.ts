import { pagedList, type QueryPolicies, referenceData } from '../policy'

export const queries: QueryPolicies<'profile'> = {
  getProfileConfigure: referenceData,
  listProfileHistory: pagedList,
  // The avatar image; 404 when the person has none, which screens show as initials.
  getAvatar: referenceData,
  listSessions: pagedList,
  listSubscriptions: pagedList,
  listContacts: pagedList,
  listContactContractors: pagedList,
}
