import {
  createBlacklistEntry,
  createNetworkAlias,
  createWhitelistEntry,
  deleteBlacklistEntry,
  deleteNetworkAlias,
  deleteWhitelistEntry,
  listBlacklist,
  listNetworkAliases,
  listNotifyMethods,
  listWhitelist,
  setBlacklistEntryEnabled,
  setNotifyMethodEnabled,
  setWhitelistEntryEnabled,
  updateBlacklistEntry,
  updateNetworkAlias,
  updateWhitelistEntry,
} from '@platform/sdk'
import type { TourStop } from './harness'

export const tour: TourStop[] = [
  {
    name: 'lists: switch a notification method off and on again',
    async run(context) {
      const client = await context.as('admin')
      const { subscribesChannels } = context.ok(
        await listNotifyMethods(client),
        'listNotifyMethods',
      )
      const sms = subscribesChannels.find((method) => method.kind === 'sms')
      if (!sms) throw new Error('no sms method')
      const path = { id: sms.id }
      context.ok(
        await setNotifyMethodEnabled(client, { params: { path }, body: { enabled: !sms.enabled } }),
        'setNotifyMethodEnabled',
      )
      context.ok(
        await setNotifyMethodEnabled(client, { params: { path }, body: { enabled: sms.enabled } }),
        'setNotifyMethodEnabled (back)',
      )
    },
  },
  {
    name: 'lists: a network alias used by a whitelist entry, then both removed',
    async run(context) {
      const client = await context.as('admin')
      context.ok(
        await listNetworkAliases(client, { params: { query: { name: 'филиал', sortBy: 'name' } } }),
        'listNetworkAliases',
      )
      context.ok(
        await listNetworkAliases(client, { params: { query: { ip: '10.54.1.9' } } }),
        'listNetworkAliases (ip)',
      )
      const alias = {
        name: 'Склад в Подольске',
        ips: [{ ip: '10.90.0.0/16', comment: 'Сеть склада' }],
        comment: 'Логистический центр',
      }
      const { id } = context.ok(
        await createNetworkAlias(client, { body: alias }),
        'createNetworkAlias',
      )
      context.ok(
        await updateNetworkAlias(client, {
          params: { path: { id } },
          body: { ...alias, ips: [...alias.ips, { ip: '10.91.0.10', comment: null }] },
        }),
        'updateNetworkAlias',
      )
      const entry = {
        enabled: true,
        ip: null,
        alias: id,
        dateFrom: '2026-12-01T09:00:00Z',
        dateTo: '2027-03-31T21:00:00Z',
        comment: 'Доступ склада на время инвентаризации',
      }
      const created = context.ok(
        await createWhitelistEntry(client, { body: entry }),
        'createWhitelistEntry',
      )
      context.ok(
        await listWhitelist(client, {
          params: { query: { search: 'Подольске', dateFrom: '2026-12-15', dateTo: '2027-01-15' } },
        }),
        'listWhitelist',
      )
      const path = { id: created.id }
      context.ok(
        await updateWhitelistEntry(client, {
          params: { path },
          body: { ...entry, dateTo: '2027-06-30T21:00:00Z' },
        }),
        'updateWhitelistEntry',
      )
      context.ok(
        await setWhitelistEntryEnabled(client, { params: { path }, body: { enabled: false } }),
        'setWhitelistEntryEnabled',
      )
      context.ok(await deleteWhitelistEntry(client, { params: { path } }), 'deleteWhitelistEntry')
      context.ok(
        await deleteNetworkAlias(client, { params: { path: { id } } }),
        'deleteNetworkAlias',
      )
    },
  },
  {
    name: 'lists: block an address in the blacklist and unblock it',
    async run(context) {
      const client = await context.as('admin')
      context.ok(
        await listBlacklist(client, {
          params: { query: { sortBy: 'dateFrom', sort: 'desc', limit: 10 } },
        }),
        'listBlacklist',
      )
      const entry = {
        enabled: true,
        ip: '203.0.113.99',
        alias: null,
        dateFrom: null,
        dateTo: null,
        comment: 'Подбор паролей с этого адреса',
      }
      const { id } = context.ok(
        await createBlacklistEntry(client, { body: entry }),
        'createBlacklistEntry',
      )
      context.ok(
        await updateBlacklistEntry(client, {
          params: { path: { id } },
          body: { ...entry, ip: '203.0.113.96/29' },
        }),
        'updateBlacklistEntry',
      )
      context.ok(
        await setBlacklistEntryEnabled(client, {
          params: { path: { id } },
          body: { enabled: false },
        }),
        'setBlacklistEntryEnabled',
      )
      context.ok(
        await deleteBlacklistEntry(client, { params: { path: { id } } }),
        'deleteBlacklistEntry',
      )
    },
  },
]
