// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/setting-providers.mutations'
import {
  createProvider,
  updateProvider,
  deleteProvider,
  setProviderEnabled,
  checkProviderConnection,
  startProviderSync,
  updateProviderSync,
  createMapper,
  createBaseMappers,
  updateMapper,
  deleteMapper,
  setMapperEnabled,
} from '../operations'

/** Create a provider: `POST /platform/setting/providers`. */
export const createProviderMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers', 'post'>, OperationInit<'/platform/setting/providers', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createProvider,
      mutationKey: ['setting-providers', 'createProvider'],
      mutationFn: (init: OperationInit<'/platform/setting/providers', 'post'>) => unwrap(createProvider(client, init)),
    },
    hooks,
  )

/** Update a provider: `PUT /platform/setting/providers/{id}`. */
export const updateProviderMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/{id}', 'put'>, OperationInit<'/platform/setting/providers/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateProvider,
      mutationKey: ['setting-providers', 'updateProvider'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/{id}', 'put'>) => unwrap(updateProvider(client, init)),
    },
    hooks,
  )

/** Delete a provider: `DELETE /platform/setting/providers/{id}`. */
export const deleteProviderMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/{id}', 'delete'>, OperationInit<'/platform/setting/providers/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteProvider,
      mutationKey: ['setting-providers', 'deleteProvider'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/{id}', 'delete'>) => unwrap(deleteProvider(client, init)),
    },
    hooks,
  )

/** Activate or deactivate a provider: `PUT /platform/setting/providers/{id}/enabled`. */
export const setProviderEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/{id}/enabled', 'put'>, OperationInit<'/platform/setting/providers/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setProviderEnabled,
      mutationKey: ['setting-providers', 'setProviderEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/{id}/enabled', 'put'>) => unwrap(setProviderEnabled(client, init)),
    },
    hooks,
  )

/** Check the connection to a provider: `POST /platform/setting/providers/status`. */
export const checkProviderConnectionMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/status', 'post'>, OperationInit<'/platform/setting/providers/status', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.checkProviderConnection,
      mutationKey: ['setting-providers', 'checkProviderConnection'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/status', 'post'>) => unwrap(checkProviderConnection(client, init)),
    },
    hooks,
  )

/** Start a synchronisation now: `POST /platform/setting/providers/{id}/sync/start`. */
export const startProviderSyncMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/{id}/sync/start', 'post'>, OperationInit<'/platform/setting/providers/{id}/sync/start', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.startProviderSync,
      mutationKey: ['setting-providers', 'startProviderSync'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/{id}/sync/start', 'post'>) => unwrap(startProviderSync(client, init)),
    },
    hooks,
  )

/** Update sync settings: `PUT /platform/setting/providers/{id}/sync/{syncId}`. */
export const updateProviderSyncMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/{id}/sync/{syncId}', 'put'>, OperationInit<'/platform/setting/providers/{id}/sync/{syncId}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateProviderSync,
      mutationKey: ['setting-providers', 'updateProviderSync'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/{id}/sync/{syncId}', 'put'>) => unwrap(updateProviderSync(client, init)),
    },
    hooks,
  )

/** Create a mapper: `POST /platform/setting/providers/sync/{syncId}/mappers`. */
export const createMapperMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/sync/{syncId}/mappers', 'post'>, OperationInit<'/platform/setting/providers/sync/{syncId}/mappers', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createMapper,
      mutationKey: ['setting-providers', 'createMapper'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/sync/{syncId}/mappers', 'post'>) => unwrap(createMapper(client, init)),
    },
    hooks,
  )

/** Create the base mappers: `POST /platform/setting/providers/sync/{syncId}/base`. */
export const createBaseMappersMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/sync/{syncId}/base', 'post'>, OperationInit<'/platform/setting/providers/sync/{syncId}/base', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createBaseMappers,
      mutationKey: ['setting-providers', 'createBaseMappers'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/sync/{syncId}/base', 'post'>) => unwrap(createBaseMappers(client, init)),
    },
    hooks,
  )

/** Update a mapper: `PUT /platform/setting/providers/mappers/{id}`. */
export const updateMapperMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/mappers/{id}', 'put'>, OperationInit<'/platform/setting/providers/mappers/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateMapper,
      mutationKey: ['setting-providers', 'updateMapper'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/mappers/{id}', 'put'>) => unwrap(updateMapper(client, init)),
    },
    hooks,
  )

/** Delete a mapper: `DELETE /platform/setting/providers/mappers/{id}`. */
export const deleteMapperMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/mappers/{id}', 'delete'>, OperationInit<'/platform/setting/providers/mappers/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteMapper,
      mutationKey: ['setting-providers', 'deleteMapper'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/mappers/{id}', 'delete'>) => unwrap(deleteMapper(client, init)),
    },
    hooks,
  )

/** Enable or disable a mapper: `PUT /platform/setting/providers/mappers/{id}/enabled`. */
export const setMapperEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/providers/mappers/{id}/enabled', 'put'>, OperationInit<'/platform/setting/providers/mappers/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setMapperEnabled,
      mutationKey: ['setting-providers', 'setMapperEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/providers/mappers/{id}/enabled', 'put'>) => unwrap(setMapperEnabled(client, init)),
    },
    hooks,
  )
