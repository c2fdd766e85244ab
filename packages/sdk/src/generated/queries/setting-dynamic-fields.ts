// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../../client'
import { unwrap, withPolicy } from '../../query/core'
import { queries as policy } from '../../query/policies/setting-dynamic-fields.queries'
import {
  dynamicFieldKeys,
  dynamicFieldTabKeys,
  dynamicFieldTypeKeys,
  personnelActionTypeKeys,
} from '../keys'
import {
  searchPersonnelActionTypes,
  listDynamicFieldTypes,
  listDynamicFieldTabs,
  getDynamicFieldTab,
  getDynamicField,
} from '../operations'

/** Look up personnel action types: `GET /platform/setting/personnel-actions-types/search`. */
export const searchPersonnelActionTypesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/personnel-actions-types/search', 'get'> = {},
) => {
  const [sent, cache] = withPolicy(policy.searchPersonnelActionTypes, query)
  return queryOptions({
    ...cache,
    queryKey: personnelActionTypeKeys.search(sent),
    queryFn: ({ signal }) => unwrap(searchPersonnelActionTypes(client, { params: { query: sent }, signal })),
  })
}

/** Entity types with dynamic fields: `GET /platform/setting/dynamic-fields/types`. */
export const listDynamicFieldTypesQuery = (
  client: PlatformClient,
) =>
  queryOptions({
    ...policy.listDynamicFieldTypes,
    queryKey: dynamicFieldTypeKeys.list(),
    queryFn: ({ signal }) => unwrap(listDynamicFieldTypes(client, { signal })),
  })

/** Tabs of an entity type: `GET /platform/setting/dynamic-fields/{type}/tabs`. */
export const listDynamicFieldTabsQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/dynamic-fields/{type}/tabs', 'get'>,
) =>
  queryOptions({
    ...policy.listDynamicFieldTabs,
    queryKey: dynamicFieldTabKeys.list(path.type),
    queryFn: ({ signal }) => unwrap(listDynamicFieldTabs(client, { params: { path }, signal })),
  })

/** A tab with its subtypes and fields: `GET /platform/setting/dynamic-fields/tabs/{tab}`. */
export const getDynamicFieldTabQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/dynamic-fields/tabs/{tab}', 'get'>,
) =>
  queryOptions({
    ...policy.getDynamicFieldTab,
    queryKey: dynamicFieldTabKeys.detail(path.tab),
    queryFn: ({ signal }) => unwrap(getDynamicFieldTab(client, { params: { path }, signal })),
  })

/** A field: `GET /platform/setting/dynamic-fields/{id}`. */
export const getDynamicFieldQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/dynamic-fields/{id}', 'get'>,
) =>
  queryOptions({
    ...policy.getDynamicField,
    queryKey: dynamicFieldKeys.detail(path.id),
    queryFn: ({ signal }) => unwrap(getDynamicField(client, { params: { path }, signal })),
  })
