import { createBanner, listHistory, listHistoryTypes } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { data, failure, fixedNow, signedIn } from '../../test/support/admin'
import { createState } from '../seed'

describe('history of changes', () => {
  it('holds a year of changes of every entity and type, newest first', async () => {
    const { client, sandbox } = await signedIn()
    const { history, meta } = data(await listHistory(client))
    expect(meta).toMatchObject({ page: 1, limit: 20, sortBy: 'date', sort: 'desc' })
    expect(meta.total).toBeGreaterThanOrEqual(5000)
    const dates = history.map((row) => row.date)
    expect(dates).toEqual([...dates].sort().reverse())
    const rows = sandbox.state.history.rows
    const oldest = Math.min(...rows.map((row) => Date.parse(row.date)))
    expect(fixedNow.getTime() - oldest).toBeGreaterThan(300 * 86_400_000)
    const types = data(await listHistoryTypes(client)).types.map((type) => type.code)
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(types))
    for (const entity of [
      'applications',
      'domains',
      'settings',
      'dynamicFields',
      'whitelist',
      'providers',
      'mappers',
      'documents',
      'banners',
      'locales',
      'license',
      'integrationSynchronization',
      'users',
    ]) {
      expect(rows.some((row) => row.entity === entity)).toBe(true)
    }
    expect(rows.some((row) => row.changer === null && row.ip === null)).toBe(true)
  })

  it('is the same on every run, whenever it is first read', () => {
    const first = createState({ now: fixedNow })
    const second = createState({ now: fixedNow })
    expect(second.integration.records.length).toBeGreaterThanOrEqual(1000)
    second.random.uuid()
    expect(second.history.rows.slice(0, 50)).toEqual(first.history.rows.slice(0, 50))
    expect(second.history.rows.length).toBe(first.history.rows.length)
  })

  it('filters by entity, subtype, type, changer, ip, param and search', async () => {
    const { client, sandbox } = await signedIn()
    const sample = sandbox.state.history.rows.find(
      (row) => row.entity === 'settings' && row.changer,
    )
    if (!sample?.changer || !sample.ip) throw new Error('no sample row')
    const query = {
      entity: 'settings',
      subtype: sample.subtype ?? undefined,
      type: sample.type,
      changer: sample.changer.id,
      ip: sample.ip,
      param: 'value',
      limit: 1000,
    }
    const { history, meta } = data(await listHistory(client, { params: { query } }))
    expect(history.map((row) => row.id)).toContain(sample.id)
    expect(meta.total).toBe(history.length)
    for (const row of history) {
      expect(row).toMatchObject({
        entity: 'settings',
        type: sample.type,
        ip: sample.ip,
        changer: sample.changer,
      })
    }
    const title = sample.entityTitle ?? ''
    const searched = data(
      await listHistory(client, { params: { query: { search: title, limit: 1000 } } }),
    )
    expect(
      searched.history.every(
        (row) =>
          row.entityTitle === title ||
          row.changes.some((change) =>
            [change.param, change.before, change.after].some((text) =>
              text?.toLowerCase().includes(title.toLowerCase()),
            ),
          ),
      ),
    ).toBe(true)
    expect(searched.history.map((row) => row.id)).toContain(sample.id)
  })

  it('filters by days, inclusive, and refuses malformed filters', async () => {
    const { client } = await signedIn()
    const { history } = data(
      await listHistory(client, {
        params: { query: { dateFrom: '2026-11-01', dateTo: '2026-11-01', limit: 1000 } },
      }),
    )
    expect(history.length).toBeGreaterThan(0)
    for (const row of history) expect(row.date.slice(0, 10)).toBe('2026-11-01')
    const reversed = await listHistory(client, {
      params: { query: { dateFrom: '2026-11-02', dateTo: '2026-11-01' } },
    })
    expect(failure(reversed).body?.errorList).toEqual({ dateTo: ['errorDateOrder'] })
    const badIp = await listHistory(client, { params: { query: { ip: '10.0.0' } } })
    expect(failure(badIp).body?.errorList).toEqual({ ip: ['errorIp'] })
  })

  it('sorts by the changer name', async () => {
    const { client } = await signedIn()
    const { history, meta } = data(
      await listHistory(client, {
        params: { query: { sortBy: 'changer', sort: 'asc', limit: 200 } },
      }),
    )
    expect(meta.sortBy).toBe('changer')
    const names = history.map((row) => row.changer?.fio ?? '')
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')))
  })

  it('records an administrator change at the top, with the changes', async () => {
    const { client } = await signedIn()
    const body = { visible: true, title: 'Новая функция', text: null, link: null }
    const { id } = data(await createBanner(client, { body }))
    const [row] = data(await listHistory(client, { params: { query: { limit: 1 } } })).history
    expect(row).toMatchObject({
      date: fixedNow.toISOString(),
      type: 'create',
      entity: 'banners',
      entityId: id,
      entityTitle: 'Новая функция',
      ip: '127.0.0.1',
      changer: { fio: 'Орлов Андрей Викторович' },
    })
    expect(row?.changes).toContainEqual({ param: 'title', before: null, after: 'Новая функция' })
  })

  it('translates the types and refuses people who are not administrators', async () => {
    const english = await signedIn('admin', 'en')
    const { types } = data(await listHistoryTypes(english.client))
    expect(types).toContainEqual({ code: 'update', title: 'Change' })
    const { client } = await signedIn('master')
    expect(failure(await listHistory(client)).status).toBe(403)
    expect(failure(await listHistoryTypes(client)).status).toBe(403)
  })
})
