import {
  createBlacklistEntry,
  createNetworkAlias,
  createWhitelistEntry,
  deleteNetworkAlias,
  deleteWhitelistEntry,
  listBlacklist,
  listHistory,
  listNetworkAliases,
  listNotifyMethods,
  listWhitelist,
  type SubnetEntryInput,
  setNotifyMethodEnabled,
  setWhitelistEntryEnabled,
  updateNetworkAlias,
  updateWhitelistEntry,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { data, failure, signedIn } from '../../test/support/admin'

const entry: SubnetEntryInput = {
  enabled: true,
  ip: '192.168.77.0/24',
  alias: null,
  dateFrom: null,
  dateTo: null,
  comment: 'Офис на Таганке',
}

describe('notification methods', () => {
  it('lists every kind and switches one off, with a history row', async () => {
    const { client } = await signedIn()
    const { subscribesChannels } = data(await listNotifyMethods(client))
    expect(subscribesChannels.map((method) => method.kind).sort()).toEqual([
      'email',
      'personnel_account',
      'push',
      'sms',
      'telegram',
    ])
    const email = subscribesChannels.find((method) => method.kind === 'email')
    if (!email) throw new Error('no email method')
    expect(email.enabled).toBe(true)
    data(
      await setNotifyMethodEnabled(client, {
        params: { path: { id: email.id } },
        body: { enabled: false },
      }),
    )
    const after = data(await listNotifyMethods(client)).subscribesChannels
    expect(after.find((method) => method.id === email.id)?.enabled).toBe(false)
    const { history } = data(
      await listHistory(client, {
        params: { query: { entity: 'notifyMethods', type: 'disable' } },
      }),
    )
    expect(history[0]).toMatchObject({
      entityId: email.id,
      changer: { fio: 'Орлов Андрей Викторович' },
      changes: [{ param: 'enabled', before: 'true', after: 'false' }],
    })
  })

  it('answers English titles to an English interface and 404 for an unknown method', async () => {
    const { client } = await signedIn('admin', 'en')
    const { subscribesChannels } = data(await listNotifyMethods(client))
    expect(subscribesChannels.find((method) => method.kind === 'email')?.title).toBe('Email')
    const missing = await setNotifyMethodEnabled(client, {
      params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
      body: { enabled: true },
    })
    expect(failure(missing).status).toBe(404)
  })

  it('refuses anyone but an administrator', async () => {
    const { client } = await signedIn('user')
    expect(failure(await listNotifyMethods(client)).status).toBe(403)
    expect(failure(await listWhitelist(client)).status).toBe(403)
  })
})

describe('whitelist and blacklist', () => {
  it('creates, edits, toggles and deletes an entry of one list only', async () => {
    const { client } = await signedIn()
    const { id } = data(await createWhitelistEntry(client, { body: entry }))
    const first = data(await listWhitelist(client, { params: { query: { limit: 1 } } }))
    expect(first.accesses[0]).toMatchObject({ id, ip: '192.168.77.0/24', aliasName: null })
    const black = data(await listBlacklist(client, { params: { query: { search: 'Таганке' } } }))
    expect(black.meta.total).toBe(0)

    const dateTo = '2027-01-31T21:00:00Z'
    data(
      await updateWhitelistEntry(client, {
        params: { path: { id } },
        body: { ...entry, dateFrom: '2026-12-01T00:00:00Z', dateTo },
      }),
    )
    data(
      await setWhitelistEntryEnabled(client, {
        params: { path: { id } },
        body: { enabled: false },
      }),
    )
    const found = data(await listWhitelist(client, { params: { query: { search: 'Таганке' } } }))
    expect(found.accesses).toEqual([expect.objectContaining({ id, enabled: false, dateTo })])

    data(await deleteWhitelistEntry(client, { params: { path: { id } } }))
    const gone = data(await listWhitelist(client, { params: { query: { search: 'Таганке' } } }))
    expect(gone.meta.total).toBe(0)
    expect(failure(await deleteWhitelistEntry(client, { params: { path: { id } } })).status).toBe(
      404,
    )
  })

  it('validates the entry: address, alias in its place, expiration after start, comment', async () => {
    const { client, sandbox } = await signedIn()
    const create = (body: Partial<SubnetEntryInput>) =>
      createBlacklistEntry(client, { body: { ...entry, ...body } })
    expect(failure(await create({ ip: '192.168.1' })).body?.errorList).toEqual({ ip: ['errorIp'] })
    expect(failure(await create({ ip: null })).body?.errorList).toEqual({ ip: ['errorEmpty'] })
    const order = await create({ dateFrom: '2026-12-01T00:00:00Z', dateTo: '2026-11-30T00:00:00Z' })
    expect(failure(order).body?.errorList).toEqual({ dateTo: ['errorDateOrder'] })
    expect(failure(await create({ comment: 'я'.repeat(256) })).body?.errorList).toEqual({
      comment: ['errorMaxLength'],
    })
    const unknown = await create({ ip: null, alias: '00000000-0000-4000-8000-000000000000' })
    expect(failure(unknown).body?.errorList).toEqual({ alias: ['errorInvalid'] })
    const alias = sandbox.state.lists.networkAliases[0]
    if (!alias) throw new Error('no alias')
    const { id } = data(await create({ ip: null, alias: alias.id }))
    const listed = data(await listBlacklist(client, { params: { query: { search: alias.name } } }))
    expect(listed.accesses).toContainEqual(
      expect.objectContaining({ id, ip: null, aliasName: alias.name }),
    )
  })

  it('filters by days overlapping the validity and refuses a reversed range', async () => {
    const { client } = await signedIn()
    const { id } = data(
      await createWhitelistEntry(client, {
        body: { ...entry, dateFrom: '2030-03-01T00:00:00Z', dateTo: '2030-03-10T00:00:00Z' },
      }),
    )
    const inside = await listWhitelist(client, {
      params: { query: { dateFrom: '2030-03-05', dateTo: '2030-03-06', limit: 100 } },
    })
    expect(data(inside).accesses.map((row) => row.id)).toContain(id)
    const after = await listWhitelist(client, {
      params: { query: { dateFrom: '2030-03-11', limit: 100 } },
    })
    expect(data(after).accesses.map((row) => row.id)).not.toContain(id)
    const reversed = await listWhitelist(client, {
      params: { query: { dateFrom: '2030-03-11', dateTo: '2030-03-01' } },
    })
    expect(failure(reversed)).toEqual({
      status: 400,
      body: { errorList: { dateTo: ['errorDateOrder'] } },
    })
  })

  it('pages and sorts', async () => {
    const { client, sandbox } = await signedIn()
    const page = data(
      await listWhitelist(client, {
        params: { query: { page: 2, limit: 5, sortBy: 'ip', sort: 'asc' } },
      }),
    )
    expect(page.meta).toEqual({
      page: 2,
      limit: 5,
      total: sandbox.state.lists.whitelist.length,
      sortBy: 'ip',
      sort: 'asc',
    })
    expect(page.accesses).toHaveLength(5)
  })
})

describe('network aliases', () => {
  it('filters by name and by an address inside the alias subnets', async () => {
    const { client } = await signedIn()
    const byName = data(await listNetworkAliases(client, { params: { query: { name: 'филиал' } } }))
    expect(byName.networks.map((alias) => alias.name)).toEqual(['Филиал в Новосибирске'])
    const byIp = data(await listNetworkAliases(client, { params: { query: { ip: '10.54.1.9' } } }))
    expect(byIp.networks.map((alias) => alias.name)).toEqual(['Филиал в Новосибирске'])
    const byV6 = data(
      await listNetworkAliases(client, { params: { query: { ip: '2001:db8:54::1a' } } }),
    )
    expect(byV6.networks.map((alias) => alias.name)).toEqual(['Филиал в Новосибирске'])
    const bad = await listNetworkAliases(client, { params: { query: { ip: '10.54.1' } } })
    expect(failure(bad).body?.errorList).toEqual({ ip: ['errorIp'] })
  })

  it('validates, renames with the list entries following, refuses to delete one in use', async () => {
    const { client } = await signedIn()
    const invalid = await createNetworkAlias(client, {
      body: {
        name: ' ',
        ips: [
          { ip: '10.0.0.1', comment: null },
          { ip: '10.0.0.0/40', comment: null },
        ],
        comment: null,
      },
    })
    expect(failure(invalid).body?.errorList).toEqual({
      name: ['errorEmpty'],
      'ips.1.ip': ['errorIp'],
    })
    const body = {
      name: 'Склад в Подольске',
      ips: [{ ip: '10.90.0.0/16', comment: 'Склад' }],
      comment: null,
    }
    const { id } = data(await createNetworkAlias(client, { body }))
    const used = data(
      await createWhitelistEntry(client, { body: { ...entry, ip: null, alias: id } }),
    )
    data(
      await updateNetworkAlias(client, {
        params: { path: { id } },
        body: { ...body, name: 'Склад в Климовске' },
      }),
    )
    const listed = data(await listWhitelist(client, { params: { query: { search: 'Климовске' } } }))
    expect(listed.accesses).toEqual([
      expect.objectContaining({ id: used.id, aliasName: 'Склад в Климовске' }),
    ])

    const refused = await deleteNetworkAlias(client, { params: { path: { id } } })
    expect(failure(refused)).toMatchObject({ status: 409, body: { reason: 'inUse' } })
    data(await deleteWhitelistEntry(client, { params: { path: { id: used.id } } }))
    data(await deleteNetworkAlias(client, { params: { path: { id } } }))
    const left = data(await listNetworkAliases(client, { params: { query: { name: 'Склад' } } }))
    expect(left.meta.total).toBe(0)
  })
})
