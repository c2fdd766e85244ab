import { queryOptions } from '@tanstack/react-query'
import type { OperationPathParams, OperationQuery, PlatformClient } from '../client'
import {
  getDynamicField,
  getDynamicFieldTab,
  listDynamicFieldTabs,
  listDynamicFieldTypes,
  searchPersonnelActionTypes,
} from '../generated/operations'
import { unwrap } from '../query'
import { dynamicFieldKeys } from './keys'

export const searchPersonnelActionTypesQuery = (
  client: PlatformClient,
  query: OperationQuery<'/platform/setting/personnel-actions-types/search', 'get'> = {},
) =>
  queryOptions({
    queryKey: dynamicFieldKeys.personnelActionTypes(query),
    queryFn: ({ signal }) =>
      unwrap(searchPersonnelActionTypes(client, { params: { query }, signal })),
    // Reference data: personnel action types come from integration, not from these screens.
    staleTime: 5 * 60_000,
  })

export const listDynamicFieldTypesQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: dynamicFieldKeys.types(),
    queryFn: ({ signal }) => unwrap(listDynamicFieldTypes(client, { signal })),
    // Reference data: the four entity types are fixed.
    staleTime: 5 * 60_000,
  })

/** The tabs of an entity type, by order; not paged, because the list is drag-ordered whole. */
export const listDynamicFieldTabsQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/dynamic-fields/{type}/tabs', 'get'>,
) =>
  queryOptions({
    queryKey: dynamicFieldKeys.tabs(path.type),
    queryFn: ({ signal }) => unwrap(listDynamicFieldTabs(client, { params: { path }, signal })),
  })

/** A tab by its code (the route's `tab`), with its subtypes and their fields. */
export const getDynamicFieldTabQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/dynamic-fields/tabs/{tab}', 'get'>,
) =>
  queryOptions({
    queryKey: dynamicFieldKeys.tab(path.tab),
    queryFn: ({ signal }) => unwrap(getDynamicFieldTab(client, { params: { path }, signal })),
  })

export const getDynamicFieldQuery = (
  client: PlatformClient,
  path: OperationPathParams<'/platform/setting/dynamic-fields/{id}', 'get'>,
) =>
  queryOptions({
    queryKey: dynamicFieldKeys.field(path.id),
    queryFn: ({ signal }) => unwrap(getDynamicField(client, { params: { path }, signal })),
    // The modal edits the current state: `valueCount` decides whether a type change is flagged.
    staleTime: 0,
  })
