// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationQuery } from '../../client'

/** The keys of `getPlatformSettings`. */
export const platformSettingsKeys = {
  all: ['setting-settings', 'platformSettings'] as const,
  detail: () => ['setting-settings', 'platformSettings', 'detail'] as const,
}

/** The keys of `getUsersSettings`. */
export const usersSettingsKeys = {
  all: ['setting-settings', 'usersSettings'] as const,
  detail: () => ['setting-settings', 'usersSettings', 'detail'] as const,
}

/** The keys of `searchRoles`. */
export const roleKeys = {
  all: ['setting-settings', 'role'] as const,
  searches: () => ['setting-settings', 'role', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/roles/search', 'get'>) => ['setting-settings', 'role', 'search', query] as const,
}

/** The keys of `searchUserContacts`. */
export const userContactKeys = {
  all: ['setting-settings', 'userContact'] as const,
  searches: () => ['setting-settings', 'userContact', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/users/contacts/search', 'get'>) => ['setting-settings', 'userContact', 'search', query] as const,
}
