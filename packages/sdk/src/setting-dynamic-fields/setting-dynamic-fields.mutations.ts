import type { QueryKey } from '@tanstack/react-query'
import type { OperationData, OperationInit, PlatformClient } from '../client'
import {
  createDynamicField,
  createDynamicFieldSubtype,
  deleteDynamicField,
  deleteDynamicFieldSubtype,
  deleteDynamicFieldSubtypes,
  reorderDynamicFieldSubtypes,
  reorderDynamicFieldTabs,
  setDynamicFieldActive,
  setDynamicFieldSubtypeActive,
  setDynamicFieldTabActive,
  updateDynamicField,
  updateDynamicFieldSubtype,
} from '../generated/operations'
import type { components } from '../generated/platform'
import { profileKeys } from '../profile/keys'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { uiKeys } from '../ui/keys'
import { dynamicFieldKeys } from './keys'

type EntityType = components['schemas']['DynamicFieldEntityType']
type SetTabActive = OperationInit<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'>
type ReorderTabs = OperationInit<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'>
type ReorderSubtypes = OperationInit<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'>
type CreateSubtype = OperationInit<'/platform/setting/dynamic-fields/subtypes', 'post'>
type UpdateSubtype = OperationInit<'/platform/setting/dynamic-fields/subtypes', 'put'>
type DeleteSubtypes = OperationInit<'/platform/setting/dynamic-fields/subtypes', 'delete'>
type DeleteSubtype = OperationInit<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'>
type SetSubtypeActive = OperationInit<
  '/platform/setting/dynamic-fields/subtypes/{id}/active',
  'put'
>
type CreateField = OperationInit<'/platform/setting/dynamic-fields', 'post'>
type UpdateField = OperationInit<'/platform/setting/dynamic-fields/{id}', 'put'>
type DeleteField = OperationInit<'/platform/setting/dynamic-fields/{id}', 'delete'>
type SetFieldActive = OperationInit<'/platform/setting/dynamic-fields/{id}/active', 'put'>

/**
 * The users' tabs, blocks and fields build the profile page (its layout, the values shown and
 * `requiredFieldsEmpty`) and the field rules of the visitor forms. A call that names its entity
 * type refreshes them only for `users`; a call by id cannot tell, so it always does.
 */
const profileKeysFor = (type?: EntityType): QueryKey[] =>
  type && type !== 'users'
    ? []
    : [
        profileKeys.configure(),
        profileKeys.details(),
        profileKeys.summary(),
        uiKeys.publicSettings(),
      ]

/** Every tab shows its `active` flag; the tab is named by id here, so every tab is refreshed. */
export const setDynamicFieldTabActiveMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/dynamic-fields/tabs/{id}/active', 'put'>,
    SetTabActive
  >,
) =>
  platformMutation(
    {
      mutationKey: [...dynamicFieldKeys.all, 'setDynamicFieldTabActive'],
      mutationFn: (init: SetTabActive) => unwrap(setDynamicFieldTabActive(client, init)),
      invalidates: () => [
        dynamicFieldKeys.tabLists(),
        dynamicFieldKeys.tabTrees(),
        ...profileKeysFor(),
      ],
    },
    hooks,
  )

/** Only the order changes: the profile's layout, not its values. */
export const reorderDynamicFieldTabsMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/dynamic-fields/{type}/tabs/order', 'put'>,
    ReorderTabs
  >,
) =>
  platformMutation(
    {
      mutationKey: [...dynamicFieldKeys.all, 'reorderDynamicFieldTabs'],
      mutationFn: (init: ReorderTabs) => unwrap(reorderDynamicFieldTabs(client, init)),
      invalidates: ({ params }) => [
        dynamicFieldKeys.tabs(params.path.type),
        dynamicFieldKeys.tabTrees(),
        ...(params.path.type === 'users' ? [profileKeys.configure()] : []),
      ],
    },
    hooks,
  )

/** Orders the subtypes of a tab and the fields within them: each field's `order` changes too. */
export const reorderDynamicFieldSubtypesMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/dynamic-fields/tabs/{tab}/order', 'put'>,
    ReorderSubtypes
  >,
) =>
  platformMutation(
    {
      mutationKey: [...dynamicFieldKeys.all, 'reorderDynamicFieldSubtypes'],
      mutationFn: (init: ReorderSubtypes) => unwrap(reorderDynamicFieldSubtypes(client, init)),
      invalidates: ({ params }) => [
        dynamicFieldKeys.tab(params.path.tab),
        dynamicFieldKeys.fields(),
        profileKeys.configure(),
      ],
    },
    hooks,
  )

/** Subtypes name their tab by id, not by the code the tab trees are keyed by. */
export const createDynamicFieldSubtypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/dynamic-fields/subtypes', 'post'>,
    CreateSubtype
  >,
) =>
  platformMutation(
    {
      mutationKey: [...dynamicFieldKeys.all, 'createDynamicFieldSubtype'],
      mutationFn: (init: CreateSubtype) => unwrap(createDynamicFieldSubtype(client, init)),
      invalidates: () => [dynamicFieldKeys.tabTrees(), ...profileKeysFor()],
    },
    hooks,
  )

export const updateDynamicFieldSubtypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/dynamic-fields/subtypes', 'put'>,
    UpdateSubtype
  >,
) =>
  platformMutation(
    {
      mutationKey: [...dynamicFieldKeys.all, 'updateDynamicFieldSubtype'],
      mutationFn: (init: UpdateSubtype) => unwrap(updateDynamicFieldSubtype(client, init)),
      invalidates: () => [dynamicFieldKeys.tabTrees(), ...profileKeysFor()],
    },
    hooks,
  )

/** The subtypes' fields are deleted with them. */
export const deleteDynamicFieldSubtypesMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/dynamic-fields/subtypes', 'delete'>,
    DeleteSubtypes
  >,
) =>
  platformMutation(
    {
      mutationKey: [...dynamicFieldKeys.all, 'deleteDynamicFieldSubtypes'],
      mutationFn: (init: DeleteSubtypes) => unwrap(deleteDynamicFieldSubtypes(client, init)),
      invalidates: () => [
        dynamicFieldKeys.tabTrees(),
        dynamicFieldKeys.fields(),
        ...profileKeysFor(),
      ],
    },
    hooks,
  )

/** The subtype's fields are deleted with it. */
export const deleteDynamicFieldSubtypeMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/dynamic-fields/subtypes/{id}', 'delete'>,
    DeleteSubtype
  >,
) =>
  platformMutation(
    {
      mutationKey: [...dynamicFieldKeys.all, 'deleteDynamicFieldSubtype'],
      mutationFn: (init: DeleteSubtype) => unwrap(deleteDynamicFieldSubtype(client, init)),
      invalidates: () => [
        dynamicFieldKeys.tabTrees(),
        dynamicFieldKeys.fields(),
        ...profileKeysFor(),
      ],
    },
    hooks,
  )

export const setDynamicFieldSubtypeActiveMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/dynamic-fields/subtypes/{id}/active', 'put'>,
    SetSubtypeActive
  >,
) =>
  platformMutation(
    {
      mutationKey: [...dynamicFieldKeys.all, 'setDynamicFieldSubtypeActive'],
      mutationFn: (init: SetSubtypeActive) => unwrap(setDynamicFieldSubtypeActive(client, init)),
      invalidates: () => [dynamicFieldKeys.tabTrees(), ...profileKeysFor()],
    },
    hooks,
  )

export const createDynamicFieldMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields', 'post'>, CreateField>,
) =>
  platformMutation(
    {
      mutationKey: [...dynamicFieldKeys.all, 'createDynamicField'],
      mutationFn: (init: CreateField) => unwrap(createDynamicField(client, init)),
      invalidates: ({ body }) => [dynamicFieldKeys.tabTrees(), ...profileKeysFor(body.type)],
    },
    hooks,
  )

export const updateDynamicFieldMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/dynamic-fields/{id}', 'put'>, UpdateField>,
) =>
  platformMutation(
    {
      mutationKey: [...dynamicFieldKeys.all, 'updateDynamicField'],
      mutationFn: (init: UpdateField) => unwrap(updateDynamicField(client, init)),
      invalidates: ({ params, body }) => [
        dynamicFieldKeys.tabTrees(),
        dynamicFieldKeys.field(params.path.id),
        ...profileKeysFor(body.type),
      ],
    },
    hooks,
  )

export const deleteDynamicFieldMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/dynamic-fields/{id}', 'delete'>,
    DeleteField
  >,
) =>
  platformMutation(
    {
      mutationKey: [...dynamicFieldKeys.all, 'deleteDynamicField'],
      mutationFn: (init: DeleteField) => unwrap(deleteDynamicField(client, init)),
      invalidates: ({ params }) => [
        dynamicFieldKeys.tabTrees(),
        dynamicFieldKeys.field(params.path.id),
        ...profileKeysFor(),
      ],
    },
    hooks,
  )

export const setDynamicFieldActiveMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/dynamic-fields/{id}/active', 'put'>,
    SetFieldActive
  >,
) =>
  platformMutation(
    {
      mutationKey: [...dynamicFieldKeys.all, 'setDynamicFieldActive'],
      mutationFn: (init: SetFieldActive) => unwrap(setDynamicFieldActive(client, init)),
      invalidates: ({ params }) => [
        dynamicFieldKeys.tabTrees(),
        dynamicFieldKeys.field(params.path.id),
        ...profileKeysFor(),
      ],
    },
    hooks,
  )
