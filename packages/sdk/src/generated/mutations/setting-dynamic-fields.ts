// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/setting-dynamic-fields.mutations'
import {
  setDynamicFieldTabActive,
  reorderDynamicFieldTabs,
  reorderDynamicFieldSubtypes,
  createDynamicFieldSubtype,
  updateDynamicFieldSubtype,
  deleteDynamicFieldSubtypes,
  deleteDynamicFieldSubtype,
  setDynamicFieldSubtypeActive,
  createDynamicField,
  updateDynamicField,
  deleteDynamicField,
  setDynamicFieldActive,
} from '../operations'

/** Activate or deactivate a tab: `PUT /platform/setting/dynamic-fields/tabs/{id}/active`. */
export const setDynamicFieldTabActiveMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'>, OperationInit<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setDynamicFieldTabActive,
      mutationKey: ['setting-dynamic-fields', 'setDynamicFieldTabActive'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'>) => unwrap(setDynamicFieldTabActive(client, init)),
    },
    hooks,
  )

/** Reorder the tabs of an entity type: `PUT /platform/setting/dynamic-fields/{type}/tabs/order`. */
export const reorderDynamicFieldTabsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'>, OperationInit<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.reorderDynamicFieldTabs,
      mutationKey: ['setting-dynamic-fields', 'reorderDynamicFieldTabs'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'>) => unwrap(reorderDynamicFieldTabs(client, init)),
    },
    hooks,
  )

/** Reorder the subtypes and fields of a tab: `PUT /platform/setting/dynamic-fields/tabs/{tab}/order`. */
export const reorderDynamicFieldSubtypesMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'>, OperationInit<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.reorderDynamicFieldSubtypes,
      mutationKey: ['setting-dynamic-fields', 'reorderDynamicFieldSubtypes'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'>) => unwrap(reorderDynamicFieldSubtypes(client, init)),
    },
    hooks,
  )

/** Create a subtype: `POST /platform/setting/dynamic-fields/subtypes`. */
export const createDynamicFieldSubtypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/subtypes', 'post'>, OperationInit<'/platform/setting/dynamic-fields/subtypes', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createDynamicFieldSubtype,
      mutationKey: ['setting-dynamic-fields', 'createDynamicFieldSubtype'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/subtypes', 'post'>) => unwrap(createDynamicFieldSubtype(client, init)),
    },
    hooks,
  )

/** Update a subtype: `PUT /platform/setting/dynamic-fields/subtypes`. */
export const updateDynamicFieldSubtypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/subtypes', 'put'>, OperationInit<'/platform/setting/dynamic-fields/subtypes', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateDynamicFieldSubtype,
      mutationKey: ['setting-dynamic-fields', 'updateDynamicFieldSubtype'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/subtypes', 'put'>) => unwrap(updateDynamicFieldSubtype(client, init)),
    },
    hooks,
  )

/** Delete several subtypes: `DELETE /platform/setting/dynamic-fields/subtypes`. */
export const deleteDynamicFieldSubtypesMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/subtypes', 'delete'>, OperationInit<'/platform/setting/dynamic-fields/subtypes', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteDynamicFieldSubtypes,
      mutationKey: ['setting-dynamic-fields', 'deleteDynamicFieldSubtypes'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/subtypes', 'delete'>) => unwrap(deleteDynamicFieldSubtypes(client, init)),
    },
    hooks,
  )

/** Delete a subtype: `DELETE /platform/setting/dynamic-fields/subtypes/{id}`. */
export const deleteDynamicFieldSubtypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'>, OperationInit<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteDynamicFieldSubtype,
      mutationKey: ['setting-dynamic-fields', 'deleteDynamicFieldSubtype'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'>) => unwrap(deleteDynamicFieldSubtype(client, init)),
    },
    hooks,
  )

/** Activate or deactivate a subtype: `PUT /platform/setting/dynamic-fields/subtypes/{id}/active`. */
export const setDynamicFieldSubtypeActiveMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/subtypes/{id}/active', 'put'>, OperationInit<'/platform/setting/dynamic-fields/subtypes/{id}/active', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setDynamicFieldSubtypeActive,
      mutationKey: ['setting-dynamic-fields', 'setDynamicFieldSubtypeActive'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/subtypes/{id}/active', 'put'>) => unwrap(setDynamicFieldSubtypeActive(client, init)),
    },
    hooks,
  )

/** Create a field: `POST /platform/setting/dynamic-fields`. */
export const createDynamicFieldMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields', 'post'>, OperationInit<'/platform/setting/dynamic-fields', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createDynamicField,
      mutationKey: ['setting-dynamic-fields', 'createDynamicField'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields', 'post'>) => unwrap(createDynamicField(client, init)),
    },
    hooks,
  )

/** Update a field: `PUT /platform/setting/dynamic-fields/{id}`. */
export const updateDynamicFieldMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/{id}', 'put'>, OperationInit<'/platform/setting/dynamic-fields/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateDynamicField,
      mutationKey: ['setting-dynamic-fields', 'updateDynamicField'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/{id}', 'put'>) => unwrap(updateDynamicField(client, init)),
    },
    hooks,
  )

/** Delete a field: `DELETE /platform/setting/dynamic-fields/{id}`. */
export const deleteDynamicFieldMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/{id}', 'delete'>, OperationInit<'/platform/setting/dynamic-fields/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteDynamicField,
      mutationKey: ['setting-dynamic-fields', 'deleteDynamicField'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/{id}', 'delete'>) => unwrap(deleteDynamicField(client, init)),
    },
    hooks,
  )

/** Activate or deactivate a field: `PUT /platform/setting/dynamic-fields/{id}/active`. */
export const setDynamicFieldActiveMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/{id}/active', 'put'>, OperationInit<'/platform/setting/dynamic-fields/{id}/active', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setDynamicFieldActive,
      mutationKey: ['setting-dynamic-fields', 'setDynamicFieldActive'],
      mutationFn: (init: OperationInit<'/platform/setting/dynamic-fields/{id}/active', 'put'>) => unwrap(setDynamicFieldActive(client, init)),
    },
    hooks,
  )
