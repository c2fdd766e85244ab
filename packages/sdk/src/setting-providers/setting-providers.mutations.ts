import type { OperationData, OperationInit, PlatformClient } from '../client'
import {
  checkProviderConnection,
  createBaseMappers,
  createMapper,
  createProvider,
  deleteMapper,
  deleteProvider,
  setMapperEnabled,
  setProviderEnabled,
  startProviderSync,
  updateMapper,
  updateProvider,
  updateProviderSync,
} from '../generated/operations'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { uiKeys } from '../ui/keys'
import { providerKeys } from './keys'

type CreateProvider = OperationInit<'/platform/setting/providers', 'post'>
type UpdateProvider = OperationInit<'/platform/setting/providers/{id}', 'put'>
type DeleteProvider = OperationInit<'/platform/setting/providers/{id}', 'delete'>
type SetProviderEnabled = OperationInit<'/platform/setting/providers/{id}/enabled', 'put'>
type CheckProviderConnection = OperationInit<'/platform/setting/providers/status', 'post'>
type StartProviderSync = OperationInit<'/platform/setting/providers/{id}/sync/start', 'post'>
type UpdateProviderSync = OperationInit<'/platform/setting/providers/{id}/sync/{syncId}', 'put'>
type CreateMapper = OperationInit<'/platform/setting/providers/sync/{syncId}/mappers', 'post'>
type CreateBaseMappers = OperationInit<'/platform/setting/providers/sync/{syncId}/base', 'post'>
type UpdateMapper = OperationInit<'/platform/setting/providers/mappers/{id}', 'put'>
type DeleteMapper = OperationInit<'/platform/setting/providers/mappers/{id}', 'delete'>
type SetMapperEnabled = OperationInit<'/platform/setting/providers/mappers/{id}/enabled', 'put'>

/** Providers are listed by name in the menu, so the menus are refreshed too. */
export const createProviderMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers', 'post'>, CreateProvider>,
) =>
  platformMutation(
    {
      mutationKey: [...providerKeys.all, 'createProvider'],
      mutationFn: (init: CreateProvider) => unwrap(createProvider(client, init)),
      invalidates: () => [providerKeys.lists(), uiKeys.menus()],
    },
    hooks,
  )

/** Providers are listed by name in the menu, so the menus are refreshed too. */
export const updateProviderMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/{id}', 'put'>, UpdateProvider>,
) =>
  platformMutation(
    {
      mutationKey: [...providerKeys.all, 'updateProvider'],
      mutationFn: (init: UpdateProvider) => unwrap(updateProvider(client, init)),
      invalidates: ({ params }) => [
        providerKeys.lists(),
        providerKeys.detail(params.path.id),
        uiKeys.menus(),
      ],
    },
    hooks,
  )

/** Providers are listed by name in the menu, which the documents refresh on deletion. */
export const deleteProviderMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/providers/{id}', 'delete'>,
    DeleteProvider
  >,
) =>
  platformMutation(
    {
      mutationKey: [...providerKeys.all, 'deleteProvider'],
      mutationFn: (init: DeleteProvider) => unwrap(deleteProvider(client, init)),
      invalidates: ({ params }) => [
        providerKeys.lists(),
        providerKeys.detail(params.path.id),
        uiKeys.menus(),
      ],
    },
    hooks,
  )

export const setProviderEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/providers/{id}/enabled', 'put'>,
    SetProviderEnabled
  >,
) =>
  platformMutation(
    {
      mutationKey: [...providerKeys.all, 'setProviderEnabled'],
      mutationFn: (init: SetProviderEnabled) => unwrap(setProviderEnabled(client, init)),
      invalidates: ({ params }) => [providerKeys.lists(), providerKeys.detail(params.path.id)],
    },
    hooks,
  )

/** Connects with the values as entered, saved or not; nothing cached changes. */
export const checkProviderConnectionMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/providers/status', 'post'>,
    CheckProviderConnection
  >,
) =>
  platformMutation(
    {
      mutationKey: [...providerKeys.all, 'checkProviderConnection'],
      mutationFn: (init: CheckProviderConnection) => unwrap(checkProviderConnection(client, init)),
      invalidates: () => [],
    },
    hooks,
  )

/** The sync's status becomes `await` or `process`, which the provider's details show. */
export const startProviderSyncMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/providers/{id}/sync/start', 'post'>,
    StartProviderSync
  >,
) =>
  platformMutation(
    {
      mutationKey: [...providerKeys.all, 'startProviderSync'],
      mutationFn: (init: StartProviderSync) => unwrap(startProviderSync(client, init)),
      invalidates: ({ params }) => [providerKeys.detail(params.path.id)],
    },
    hooks,
  )

/** Sync settings are part of the provider's details; the table does not show them. */
export const updateProviderSyncMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/providers/{id}/sync/{syncId}', 'put'>,
    UpdateProviderSync
  >,
) =>
  platformMutation(
    {
      mutationKey: [...providerKeys.all, 'updateProviderSync'],
      mutationFn: (init: UpdateProviderSync) => unwrap(updateProviderSync(client, init)),
      invalidates: ({ params }) => [providerKeys.detail(params.path.id)],
    },
    hooks,
  )

export const createMapperMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/providers/sync/{syncId}/mappers', 'post'>,
    CreateMapper
  >,
) =>
  platformMutation(
    {
      mutationKey: [...providerKeys.all, 'createMapper'],
      mutationFn: (init: CreateMapper) => unwrap(createMapper(client, init)),
      invalidates: ({ params }) => [providerKeys.syncMappers(params.path.syncId)],
    },
    hooks,
  )

/**
 * Sets the sync's `baseMappers` flag as well. The call names only the sync, not its provider,
 * so every cached provider's details are refreshed.
 */
export const createBaseMappersMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/providers/sync/{syncId}/base', 'post'>,
    CreateBaseMappers
  >,
) =>
  platformMutation(
    {
      mutationKey: [...providerKeys.all, 'createBaseMappers'],
      mutationFn: (init: CreateBaseMappers) => unwrap(createBaseMappers(client, init)),
      invalidates: ({ params }) => [
        providerKeys.syncMappers(params.path.syncId),
        providerKeys.details(),
      ],
    },
    hooks,
  )

// A mapper's own calls do not name its sync, so every mapper list is refreshed.

export const updateMapperMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/providers/mappers/{id}', 'put'>,
    UpdateMapper
  >,
) =>
  platformMutation(
    {
      mutationKey: [...providerKeys.all, 'updateMapper'],
      mutationFn: (init: UpdateMapper) => unwrap(updateMapper(client, init)),
      invalidates: () => [providerKeys.mapperLists()],
    },
    hooks,
  )

export const deleteMapperMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/providers/mappers/{id}', 'delete'>,
    DeleteMapper
  >,
) =>
  platformMutation(
    {
      mutationKey: [...providerKeys.all, 'deleteMapper'],
      mutationFn: (init: DeleteMapper) => unwrap(deleteMapper(client, init)),
      invalidates: () => [providerKeys.mapperLists()],
    },
    hooks,
  )

export const setMapperEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/providers/mappers/{id}/enabled', 'put'>,
    SetMapperEnabled
  >,
) =>
  platformMutation(
    {
      mutationKey: [...providerKeys.all, 'setMapperEnabled'],
      mutationFn: (init: SetMapperEnabled) => unwrap(setMapperEnabled(client, init)),
      invalidates: () => [providerKeys.mapperLists()],
    },
    hooks,
  )
