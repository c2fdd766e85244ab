// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/setting-lists.mutations'
import {
  setNotifyMethodEnabled,
  createWhitelistEntry,
  updateWhitelistEntry,
  deleteWhitelistEntry,
  setWhitelistEntryEnabled,
  createBlacklistEntry,
  updateBlacklistEntry,
  deleteBlacklistEntry,
  setBlacklistEntryEnabled,
  createNetworkAlias,
  updateNetworkAlias,
  deleteNetworkAlias,
} from '../operations'

/** Switch a notification method on or off: `PUT /platform/setting/subscribes/notify-methods/{id}/enabled`. */
export const setNotifyMethodEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/subscribes/notify-methods/{id}/enabled', 'put'>, OperationInit<'/platform/setting/subscribes/notify-methods/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setNotifyMethodEnabled,
      mutationKey: ['setting-lists', 'setNotifyMethodEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/subscribes/notify-methods/{id}/enabled', 'put'>) => unwrap(setNotifyMethodEnabled(client, init)),
    },
    hooks,
  )

/** Add a whitelist entry: `POST /platform/setting/whitelist`. */
export const createWhitelistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/whitelist', 'post'>, OperationInit<'/platform/setting/whitelist', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createWhitelistEntry,
      mutationKey: ['setting-lists', 'createWhitelistEntry'],
      mutationFn: (init: OperationInit<'/platform/setting/whitelist', 'post'>) => unwrap(createWhitelistEntry(client, init)),
    },
    hooks,
  )

/** Edit a whitelist entry: `PUT /platform/setting/whitelist/{id}`. */
export const updateWhitelistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/whitelist/{id}', 'put'>, OperationInit<'/platform/setting/whitelist/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateWhitelistEntry,
      mutationKey: ['setting-lists', 'updateWhitelistEntry'],
      mutationFn: (init: OperationInit<'/platform/setting/whitelist/{id}', 'put'>) => unwrap(updateWhitelistEntry(client, init)),
    },
    hooks,
  )

/** Delete a whitelist entry: `DELETE /platform/setting/whitelist/{id}`. */
export const deleteWhitelistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/whitelist/{id}', 'delete'>, OperationInit<'/platform/setting/whitelist/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteWhitelistEntry,
      mutationKey: ['setting-lists', 'deleteWhitelistEntry'],
      mutationFn: (init: OperationInit<'/platform/setting/whitelist/{id}', 'delete'>) => unwrap(deleteWhitelistEntry(client, init)),
    },
    hooks,
  )

/** Switch a whitelist entry on or off: `PUT /platform/setting/whitelist/{id}/enabled`. */
export const setWhitelistEntryEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/whitelist/{id}/enabled', 'put'>, OperationInit<'/platform/setting/whitelist/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setWhitelistEntryEnabled,
      mutationKey: ['setting-lists', 'setWhitelistEntryEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/whitelist/{id}/enabled', 'put'>) => unwrap(setWhitelistEntryEnabled(client, init)),
    },
    hooks,
  )

/** Add a blacklist entry: `POST /platform/setting/blacklist`. */
export const createBlacklistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/blacklist', 'post'>, OperationInit<'/platform/setting/blacklist', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createBlacklistEntry,
      mutationKey: ['setting-lists', 'createBlacklistEntry'],
      mutationFn: (init: OperationInit<'/platform/setting/blacklist', 'post'>) => unwrap(createBlacklistEntry(client, init)),
    },
    hooks,
  )

/** Edit a blacklist entry: `PUT /platform/setting/blacklist/{id}`. */
export const updateBlacklistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/blacklist/{id}', 'put'>, OperationInit<'/platform/setting/blacklist/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateBlacklistEntry,
      mutationKey: ['setting-lists', 'updateBlacklistEntry'],
      mutationFn: (init: OperationInit<'/platform/setting/blacklist/{id}', 'put'>) => unwrap(updateBlacklistEntry(client, init)),
    },
    hooks,
  )

/** Delete a blacklist entry: `DELETE /platform/setting/blacklist/{id}`. */
export const deleteBlacklistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/blacklist/{id}', 'delete'>, OperationInit<'/platform/setting/blacklist/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteBlacklistEntry,
      mutationKey: ['setting-lists', 'deleteBlacklistEntry'],
      mutationFn: (init: OperationInit<'/platform/setting/blacklist/{id}', 'delete'>) => unwrap(deleteBlacklistEntry(client, init)),
    },
    hooks,
  )

/** Switch a blacklist entry on or off: `PUT /platform/setting/blacklist/{id}/enabled`. */
export const setBlacklistEntryEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/blacklist/{id}/enabled', 'put'>, OperationInit<'/platform/setting/blacklist/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setBlacklistEntryEnabled,
      mutationKey: ['setting-lists', 'setBlacklistEntryEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/blacklist/{id}/enabled', 'put'>) => unwrap(setBlacklistEntryEnabled(client, init)),
    },
    hooks,
  )

/** Create a network alias: `POST /platform/setting/network-aliases`. */
export const createNetworkAliasMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/network-aliases', 'post'>, OperationInit<'/platform/setting/network-aliases', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createNetworkAlias,
      mutationKey: ['setting-lists', 'createNetworkAlias'],
      mutationFn: (init: OperationInit<'/platform/setting/network-aliases', 'post'>) => unwrap(createNetworkAlias(client, init)),
    },
    hooks,
  )

/** Edit a network alias: `PUT /platform/setting/network-aliases/{id}`. */
export const updateNetworkAliasMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/network-aliases/{id}', 'put'>, OperationInit<'/platform/setting/network-aliases/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateNetworkAlias,
      mutationKey: ['setting-lists', 'updateNetworkAlias'],
      mutationFn: (init: OperationInit<'/platform/setting/network-aliases/{id}', 'put'>) => unwrap(updateNetworkAlias(client, init)),
    },
    hooks,
  )

/** Delete a network alias: `DELETE /platform/setting/network-aliases/{id}`. */
export const deleteNetworkAliasMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/network-aliases/{id}', 'delete'>, OperationInit<'/platform/setting/network-aliases/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteNetworkAlias,
      mutationKey: ['setting-lists', 'deleteNetworkAlias'],
      mutationFn: (init: OperationInit<'/platform/setting/network-aliases/{id}', 'delete'>) => unwrap(deleteNetworkAlias(client, init)),
    },
    hooks,
  )
