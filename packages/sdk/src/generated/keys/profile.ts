// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationPathParams, OperationQuery } from '../../client'

/** The keys of `getProfile`. */
export const profileKeys = {
  all: ['profile', 'profile'] as const,
  detail: () => ['profile', 'profile', 'detail'] as const,
}

/** The keys of `getProfileDetails`. */
export const profileDetailsKeys = {
  all: ['profile', 'profileDetails'] as const,
  detail: () => ['profile', 'profileDetails', 'detail'] as const,
}

/** The keys of `getProfileConfigure`. */
export const profileConfigureKeys = {
  all: ['profile', 'profileConfigure'] as const,
  detail: () => ['profile', 'profileConfigure', 'detail'] as const,
}

/** The keys of `listProfileHistory`. */
export const profileHistoryKeys = {
  all: ['profile', 'profileHistory'] as const,
  lists: () => ['profile', 'profileHistory', 'list'] as const,
  list: (query: OperationQuery<'/platform/user/profile/history', 'get'>) => ['profile', 'profileHistory', 'list', query] as const,
}

/** The keys of `getAvatar`. */
export const avatarKeys = {
  all: ['profile', 'avatar'] as const,
  detail: () => ['profile', 'avatar', 'detail'] as const,
}

/** The keys of `listSessions`. */
export const sessionKeys = {
  all: ['profile', 'session'] as const,
  lists: () => ['profile', 'session', 'list'] as const,
  list: (query: OperationQuery<'/platform/user/sessions', 'get'>) => ['profile', 'session', 'list', query] as const,
}

/** The keys of `listSubscriptions`. */
export const subscriptionKeys = {
  all: ['profile', 'subscription'] as const,
  lists: () => ['profile', 'subscription', 'list'] as const,
  list: (query: OperationQuery<'/platform/user/profile/subscribes', 'get'>) => ['profile', 'subscription', 'list', query] as const,
}

/** The keys of `listCompanies`. */
export const companyKeys = {
  all: ['profile', 'company'] as const,
  list: () => ['profile', 'company', 'list'] as const,
}

/** The keys of `listContacts`. */
export const contactKeys = {
  all: ['profile', 'contact'] as const,
  lists: () => ['profile', 'contact', 'list'] as const,
  list: (query: OperationQuery<'/platform/user/profile/contacts', 'get'>) => ['profile', 'contact', 'list', query] as const,
}

/** The keys of `listContactContractors`. */
export const contactContractorKeys = {
  all: ['profile', 'contactContractor'] as const,
  lists: (userId?: OperationPathParams<'/platform/user/profile/contacts/{userId}/contractors', 'get'>['userId']) =>
    userId === undefined ? (['profile', 'contactContractor', 'list'] as const) : (['profile', 'contactContractor', 'list', userId] as const),
  list: (userId: OperationPathParams<'/platform/user/profile/contacts/{userId}/contractors', 'get'>['userId'], query: OperationQuery<'/platform/user/profile/contacts/{userId}/contractors', 'get'>) => ['profile', 'contactContractor', 'list', userId, query] as const,
}
