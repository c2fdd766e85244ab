import { type MutationOptions, partialMatchKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { PlatformClient } from '../client'
import type { PlatformError } from '../errors'
import { profileKeys } from '../profile/keys'
import { settingsKeys } from '../setting-settings/keys'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { listKeys } from './keys'
import {
  createBlacklistEntryMutation,
  createNetworkAliasMutation,
  createWhitelistEntryMutation,
  deleteBlacklistEntryMutation,
  deleteNetworkAliasMutation,
  deleteWhitelistEntryMutation,
  setBlacklistEntryEnabledMutation,
  setNotifyMethodEnabledMutation,
  setWhitelistEntryEnabledMutation,
  updateBlacklistEntryMutation,
  updateNetworkAliasMutation,
  updateWhitelistEntryMutation,
} from './setting-lists.mutations'

const id = '6a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a41'
const base = '/api/v1/platform/setting'
const entry = {
  enabled: true,
  ip: '192.168.10.0/24',
  alias: null,
  dateFrom: null,
  dateTo: null,
  comment: 'Офисная сеть',
}
const alias = { name: 'Филиал', ips: [{ ip: '10.54.0.0/16', comment: null }], comment: null }

/** Runs a mutation against a fake platform: what it sent and which keys it invalidated. */
async function run<TData, TVariables>(
  make: (client: PlatformClient) => MutationOptions<TData, PlatformError, TVariables>,
  variables: TVariables,
  status = 204,
) {
  const { client, requests } = fakeClient(status, { id })
  const keys = await invalidatedBy(make(client), variables)
  const request = requests[0]
  const text = await request?.text()
  return {
    request: `${request?.method} ${new URL(request?.url ?? '').pathname}`,
    body: text ? JSON.parse(text) : undefined,
    keys,
  }
}

describe('notification methods', () => {
  it('a toggle refreshes the methods and the subscription tables that offer them', async () => {
    expect(
      await run(setNotifyMethodEnabledMutation, {
        params: { path: { id } },
        body: { enabled: false },
      }),
    ).toEqual({
      request: `PUT ${base}/subscribes/notify-methods/${id}/enabled`,
      body: { enabled: false },
      keys: [listKeys.notifyMethods(), profileKeys.subscriptionLists()],
    })
  })
})

describe('whitelist', () => {
  it('create refreshes the whitelist', async () => {
    expect(await run(createWhitelistEntryMutation, { body: entry }, 201)).toEqual({
      request: `POST ${base}/whitelist`,
      body: entry,
      keys: [listKeys.whitelists()],
    })
  })

  it('update sends the whole entry by id and refreshes the whitelist', async () => {
    expect(
      await run(updateWhitelistEntryMutation, { params: { path: { id } }, body: entry }),
    ).toEqual({
      request: `PUT ${base}/whitelist/${id}`,
      body: entry,
      keys: [listKeys.whitelists()],
    })
  })

  it('delete refreshes the whitelist', async () => {
    expect(await run(deleteWhitelistEntryMutation, { params: { path: { id } } })).toEqual({
      request: `DELETE ${base}/whitelist/${id}`,
      body: undefined,
      keys: [listKeys.whitelists()],
    })
  })

  it('a toggle refreshes the whitelist', async () => {
    expect(
      await run(setWhitelistEntryEnabledMutation, {
        params: { path: { id } },
        body: { enabled: true },
      }),
    ).toEqual({
      request: `PUT ${base}/whitelist/${id}/enabled`,
      body: { enabled: true },
      keys: [listKeys.whitelists()],
    })
  })
})

describe('blacklist', () => {
  it('create refreshes the blacklist', async () => {
    expect(await run(createBlacklistEntryMutation, { body: entry }, 201)).toEqual({
      request: `POST ${base}/blacklist`,
      body: entry,
      keys: [listKeys.blacklists()],
    })
  })

  it('update sends the whole entry by id and refreshes the blacklist', async () => {
    expect(
      await run(updateBlacklistEntryMutation, { params: { path: { id } }, body: entry }),
    ).toEqual({
      request: `PUT ${base}/blacklist/${id}`,
      body: entry,
      keys: [listKeys.blacklists()],
    })
  })

  it('delete refreshes the blacklist', async () => {
    expect(await run(deleteBlacklistEntryMutation, { params: { path: { id } } })).toEqual({
      request: `DELETE ${base}/blacklist/${id}`,
      body: undefined,
      keys: [listKeys.blacklists()],
    })
  })

  it('a toggle refreshes the blacklist', async () => {
    expect(
      await run(setBlacklistEntryEnabledMutation, {
        params: { path: { id } },
        body: { enabled: false },
      }),
    ).toEqual({
      request: `PUT ${base}/blacklist/${id}/enabled`,
      body: { enabled: false },
      keys: [listKeys.blacklists()],
    })
  })
})

describe('network aliases', () => {
  const lookups = settingsKeys.networkAliases({})

  it('create refreshes the aliases and the alias look-ups', async () => {
    expect(await run(createNetworkAliasMutation, { body: alias }, 201)).toEqual({
      request: `POST ${base}/network-aliases`,
      body: alias,
      keys: [listKeys.networkAliasLists(), lookups],
    })
  })

  it('update also refreshes both lists, which show aliases by name', async () => {
    expect(
      await run(updateNetworkAliasMutation, { params: { path: { id } }, body: alias }),
    ).toEqual({
      request: `PUT ${base}/network-aliases/${id}`,
      body: alias,
      keys: [listKeys.networkAliasLists(), lookups, listKeys.whitelists(), listKeys.blacklists()],
    })
  })

  it('delete refreshes the aliases and the alias look-ups', async () => {
    expect(await run(deleteNetworkAliasMutation, { params: { path: { id } } })).toEqual({
      request: `DELETE ${base}/network-aliases/${id}`,
      body: undefined,
      keys: [listKeys.networkAliasLists(), lookups],
    })
  })

  it('the look-up key matches every look-up, whatever it searched for', () => {
    const searched = settingsKeys.networkAliases({ searchValue: 'Филиал', ids: [id] })
    expect(partialMatchKey(searched, lookups)).toBe(true)
    expect(partialMatchKey(settingsKeys.roles({}), lookups)).toBe(false)
  })
})
