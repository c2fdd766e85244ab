import type { OperationData, OperationInit, PlatformClient } from '../client'
import {
  createBlacklistEntry,
  createNetworkAlias,
  createWhitelistEntry,
  deleteBlacklistEntry,
  deleteNetworkAlias,
  deleteWhitelistEntry,
  setBlacklistEntryEnabled,
  setNotifyMethodEnabled,
  setWhitelistEntryEnabled,
  updateBlacklistEntry,
  updateNetworkAlias,
  updateWhitelistEntry,
} from '../generated/operations'
import { profileKeys } from '../profile/keys'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { settingsKeys } from '../setting-settings/keys'
import { listKeys } from './keys'

type SetNotifyMethodEnabled = OperationInit<
  '/platform/setting/subscribes/notify-methods/{id}/enabled',
  'put'
>
type CreateWhitelistEntry = OperationInit<'/platform/setting/whitelist', 'post'>
type UpdateWhitelistEntry = OperationInit<'/platform/setting/whitelist/{id}', 'put'>
type DeleteWhitelistEntry = OperationInit<'/platform/setting/whitelist/{id}', 'delete'>
type SetWhitelistEntryEnabled = OperationInit<'/platform/setting/whitelist/{id}/enabled', 'put'>
type CreateBlacklistEntry = OperationInit<'/platform/setting/blacklist', 'post'>
type UpdateBlacklistEntry = OperationInit<'/platform/setting/blacklist/{id}', 'put'>
type DeleteBlacklistEntry = OperationInit<'/platform/setting/blacklist/{id}', 'delete'>
type SetBlacklistEntryEnabled = OperationInit<'/platform/setting/blacklist/{id}/enabled', 'put'>
type CreateNetworkAlias = OperationInit<'/platform/setting/network-aliases', 'post'>
type UpdateNetworkAlias = OperationInit<'/platform/setting/network-aliases/{id}', 'put'>
type DeleteNetworkAlias = OperationInit<'/platform/setting/network-aliases/{id}', 'delete'>

// An empty query matches every query of the factory: keys are matched partially.
const aliasLookups = () => settingsKeys.networkAliases({})

/** A method switched off disappears from the people's subscription tables (`availableChannels`). */
export const setNotifyMethodEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/subscribes/notify-methods/{id}/enabled', 'put'>,
    SetNotifyMethodEnabled
  >,
) =>
  platformMutation(
    {
      mutationKey: [...listKeys.all, 'setNotifyMethodEnabled'],
      mutationFn: (init: SetNotifyMethodEnabled) => unwrap(setNotifyMethodEnabled(client, init)),
      invalidates: () => [listKeys.notifyMethods(), profileKeys.subscriptionLists()],
    },
    hooks,
  )

export const createWhitelistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/whitelist', 'post'>, CreateWhitelistEntry>,
) =>
  platformMutation(
    {
      mutationKey: [...listKeys.all, 'createWhitelistEntry'],
      mutationFn: (init: CreateWhitelistEntry) => unwrap(createWhitelistEntry(client, init)),
      invalidates: () => [listKeys.whitelists()],
    },
    hooks,
  )

export const updateWhitelistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/whitelist/{id}', 'put'>,
    UpdateWhitelistEntry
  >,
) =>
  platformMutation(
    {
      mutationKey: [...listKeys.all, 'updateWhitelistEntry'],
      mutationFn: (init: UpdateWhitelistEntry) => unwrap(updateWhitelistEntry(client, init)),
      invalidates: () => [listKeys.whitelists()],
    },
    hooks,
  )

export const deleteWhitelistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/whitelist/{id}', 'delete'>,
    DeleteWhitelistEntry
  >,
) =>
  platformMutation(
    {
      mutationKey: [...listKeys.all, 'deleteWhitelistEntry'],
      mutationFn: (init: DeleteWhitelistEntry) => unwrap(deleteWhitelistEntry(client, init)),
      invalidates: () => [listKeys.whitelists()],
    },
    hooks,
  )

export const setWhitelistEntryEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/whitelist/{id}/enabled', 'put'>,
    SetWhitelistEntryEnabled
  >,
) =>
  platformMutation(
    {
      mutationKey: [...listKeys.all, 'setWhitelistEntryEnabled'],
      mutationFn: (init: SetWhitelistEntryEnabled) =>
        unwrap(setWhitelistEntryEnabled(client, init)),
      invalidates: () => [listKeys.whitelists()],
    },
    hooks,
  )

export const createBlacklistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/blacklist', 'post'>, CreateBlacklistEntry>,
) =>
  platformMutation(
    {
      mutationKey: [...listKeys.all, 'createBlacklistEntry'],
      mutationFn: (init: CreateBlacklistEntry) => unwrap(createBlacklistEntry(client, init)),
      invalidates: () => [listKeys.blacklists()],
    },
    hooks,
  )

export const updateBlacklistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/blacklist/{id}', 'put'>,
    UpdateBlacklistEntry
  >,
) =>
  platformMutation(
    {
      mutationKey: [...listKeys.all, 'updateBlacklistEntry'],
      mutationFn: (init: UpdateBlacklistEntry) => unwrap(updateBlacklistEntry(client, init)),
      invalidates: () => [listKeys.blacklists()],
    },
    hooks,
  )

export const deleteBlacklistEntryMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/blacklist/{id}', 'delete'>,
    DeleteBlacklistEntry
  >,
) =>
  platformMutation(
    {
      mutationKey: [...listKeys.all, 'deleteBlacklistEntry'],
      mutationFn: (init: DeleteBlacklistEntry) => unwrap(deleteBlacklistEntry(client, init)),
      invalidates: () => [listKeys.blacklists()],
    },
    hooks,
  )

export const setBlacklistEntryEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/blacklist/{id}/enabled', 'put'>,
    SetBlacklistEntryEnabled
  >,
) =>
  platformMutation(
    {
      mutationKey: [...listKeys.all, 'setBlacklistEntryEnabled'],
      mutationFn: (init: SetBlacklistEntryEnabled) =>
        unwrap(setBlacklistEntryEnabled(client, init)),
      invalidates: () => [listKeys.blacklists()],
    },
    hooks,
  )

/** A new alias is offered by the alias look-up of the whitelist and blacklist modals. */
export const createNetworkAliasMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/network-aliases', 'post'>,
    CreateNetworkAlias
  >,
) =>
  platformMutation(
    {
      mutationKey: [...listKeys.all, 'createNetworkAlias'],
      mutationFn: (init: CreateNetworkAlias) => unwrap(createNetworkAlias(client, init)),
      invalidates: () => [listKeys.networkAliasLists(), aliasLookups()],
    },
    hooks,
  )

/** Whitelist and blacklist entries show the alias by name, so both tables are refreshed too. */
export const updateNetworkAliasMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/network-aliases/{id}', 'put'>,
    UpdateNetworkAlias
  >,
) =>
  platformMutation(
    {
      mutationKey: [...listKeys.all, 'updateNetworkAlias'],
      mutationFn: (init: UpdateNetworkAlias) => unwrap(updateNetworkAlias(client, init)),
      invalidates: () => [
        listKeys.networkAliasLists(),
        aliasLookups(),
        listKeys.whitelists(),
        listKeys.blacklists(),
      ],
    },
    hooks,
  )

/** An alias in use is refused (409), so no whitelist or blacklist entry changes. */
export const deleteNetworkAliasMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/network-aliases/{id}', 'delete'>,
    DeleteNetworkAlias
  >,
) =>
  platformMutation(
    {
      mutationKey: [...listKeys.all, 'deleteNetworkAlias'],
      mutationFn: (init: DeleteNetworkAlias) => unwrap(deleteNetworkAlias(client, init)),
      invalidates: () => [listKeys.networkAliasLists(), aliasLookups()],
    },
    hooks,
  )
