// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationPathParams, OperationQuery } from '../../client'

/** The keys of `searchPersonnelActionTypes`. */
export const personnelActionTypeKeys = {
  all: ['setting-dynamic-fields', 'personnelActionType'] as const,
  searches: () => ['setting-dynamic-fields', 'personnelActionType', 'search'] as const,
  search: (query: OperationQuery<'/platform/setting/personnel-actions-types/search', 'get'>) => ['setting-dynamic-fields', 'personnelActionType', 'search', query] as const,
}

/** The keys of `listDynamicFieldTypes`. */
export const dynamicFieldTypeKeys = {
  all: ['setting-dynamic-fields', 'dynamicFieldType'] as const,
  list: () => ['setting-dynamic-fields', 'dynamicFieldType', 'list'] as const,
}

/** The keys of `listDynamicFieldTabs`, `getDynamicFieldTab`. */
export const dynamicFieldTabKeys = {
  all: ['setting-dynamic-fields', 'dynamicFieldTab'] as const,
  lists: () => ['setting-dynamic-fields', 'dynamicFieldTab', 'list'] as const,
  list: (type: OperationPathParams<'/platform/setting/dynamic-fields/{type}/tabs', 'get'>['type']) => ['setting-dynamic-fields', 'dynamicFieldTab', 'list', type] as const,
  details: () => ['setting-dynamic-fields', 'dynamicFieldTab', 'detail'] as const,
  detail: (tab: OperationPathParams<'/platform/setting/dynamic-fields/tabs/{tab}', 'get'>['tab']) => ['setting-dynamic-fields', 'dynamicFieldTab', 'detail', tab] as const,
}

/** The keys of `getDynamicField`. */
export const dynamicFieldKeys = {
  all: ['setting-dynamic-fields', 'dynamicField'] as const,
  details: () => ['setting-dynamic-fields', 'dynamicField', 'detail'] as const,
  detail: (id: OperationPathParams<'/platform/setting/dynamic-fields/{id}', 'get'>['id']) => ['setting-dynamic-fields', 'dynamicField', 'detail', id] as const,
}
