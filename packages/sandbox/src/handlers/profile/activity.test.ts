import {
  deleteAllSessions,
  deleteSession,
  getAvatar,
  getProfile,
  listProfileHistory,
  listSessions,
  listSubscriptions,
  updateProfile,
  updateSubscriptions,
  uploadAvatar,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { account, data, failure, signIn, testBed } from '../../../test/support/visitor'

const png = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPQz78HRAwQCgAm4gXxNvGU4gAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
)

describe('avatar', () => {
  it('stores an uploaded image and serves it back', async () => {
    const { client } = testBed()
    await signIn(client, 'limited')
    expect(failure(await getAvatar(client)).status).toBe(404)
    const file = new File([png], 'me.png', { type: 'image/png' })
    const { fileId } = data(await uploadAvatar(client, { body: { file } }))
    expect(data(await getProfile(client)).mainInfo.avatar).toBe(fileId)
    const { blob, filename } = data(await getAvatar(client))
    expect(filename).toBe('me.png')
    expect(blob.type).toBe('image/png')
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(png)
  })

  it('refuses other file types, and removes the avatar on null', async () => {
    const { client } = testBed()
    await signIn(client, 'user')
    const gif = new File([png], 'me.gif', { type: 'image/gif' })
    expect(failure(await uploadAvatar(client, { body: { file: gif } })).body).toEqual({
      errorList: { file: ['errorFileType'] },
    })
    const { blob } = data(await getAvatar(client))
    expect(blob.type).toBe('image/svg+xml')
    expect((await updateProfile(client, { body: { mainInfo: { avatar: null } } })).ok).toBe(true)
    expect(failure(await getAvatar(client)).status).toBe(404)
  })
})

describe('sessions', () => {
  it('lists the person’s sessions on several devices, this one current, newest first', async () => {
    const { client, sandbox } = testBed()
    await signIn(client, 'admin')
    const { sessions, meta } = data(await listSessions(client))
    const own = sandbox.state.core.sessions.filter(
      (session) => session.accountId === account(sandbox, 'admin').id,
    )
    expect(meta.total).toBe(own.length)
    expect(sessions.length).toBeGreaterThanOrEqual(4)
    expect(sessions.filter((session) => session.current)).toHaveLength(1)
    expect(sessions[0]?.current).toBe(true)
    const starts = sessions.map((session) => session.start)
    expect(starts).toEqual([...starts].sort().reverse())
    expect(
      new Set(sessions.flatMap((session) => session.devices.map((device) => device.name))).size,
    ).toBeGreaterThan(1)
    const ascending = data(
      await listSessions(client, {
        params: { query: { sortBy: 'expiry', sort: 'asc', limit: 2 } },
      }),
    )
    expect(ascending.sessions).toHaveLength(2)
    expect(ascending.meta).toMatchObject({
      sortBy: 'expiry',
      sort: 'asc',
      limit: 2,
      total: own.length,
    })
  })

  it('ends one session, all others, or this one', async () => {
    const { client } = testBed()
    await signIn(client, 'master')
    const { sessions } = data(await listSessions(client))
    const other = sessions.find((session) => !session.current)
    expect(
      (await deleteSession(client, { params: { path: { sessionId: other?.id ?? '' } } })).ok,
    ).toBe(true)
    expect(
      failure(await deleteSession(client, { params: { path: { sessionId: other?.id ?? '' } } }))
        .status,
    ).toBe(404)
    expect(data(await listSessions(client)).meta.total).toBe(sessions.length - 1)
    expect((await deleteAllSessions(client)).ok).toBe(true)
    const left = data(await listSessions(client)).sessions
    expect(left.map((session) => session.current)).toEqual([true])
    const current = await deleteSession(client, {
      params: { path: { sessionId: left[0]?.id ?? '' } },
    })
    expect(current.response?.headers.get('Set-Cookie')).toMatch(/Max-Age=0/)
    expect(failure(await listSessions(client)).status).toBe(401)
  })

  it('cannot end another person’s session', async () => {
    const { client, sandbox } = testBed()
    await signIn(client, 'user')
    const foreign = sandbox.state.core.sessions.find(
      (session) => session.accountId === account(sandbox, 'admin').id,
    )
    expect(
      failure(await deleteSession(client, { params: { path: { sessionId: foreign?.id ?? '' } } }))
        .status,
    ).toBe(404)
  })
})

describe('profile history', () => {
  it('pages and sorts the person’s history, including new changes', async () => {
    const { client, sandbox } = testBed()
    await signIn(client, 'user')
    const first = data(await listProfileHistory(client, { params: { query: { limit: 5 } } }))
    const own = sandbox.state.profile.history.filter(
      (row) => row.accountId === account(sandbox, 'user').id,
    )
    expect(first.meta).toEqual({
      page: 1,
      limit: 5,
      total: own.length,
      sortBy: 'date',
      sort: 'desc',
    })
    expect(first.history.map((row) => row.date)).toEqual(
      [...first.history.map((row) => row.date)].sort().reverse(),
    )
    expect(
      (await updateProfile(client, { body: { mainInfo: { comment: 'Новый комментарий' } } })).ok,
    ).toBe(true)
    const after = data(await listProfileHistory(client, { params: { query: { limit: 1 } } }))
    expect(after.meta.total).toBe(own.length + 1)
    expect(after.history[0]).toMatchObject({
      changer: 'Петров Иван Алексеевич',
      type: 'update',
      ip: '127.0.0.1',
    })
    expect(after.history[0]?.changes).toEqual([
      expect.objectContaining({
        field: 'comment',
        title: 'Комментарий',
        after: 'Новый комментарий',
      }),
    ])
    const byType = data(
      await listProfileHistory(client, {
        params: { query: { sortBy: 'type', sort: 'asc', limit: 1000 } },
      }),
    )
    const types = byType.history.map((row) => row.type)
    expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b, 'ru')))
  })

  it('keeps the changes of the days asked for and refuses a range that ends first', async () => {
    const { client } = testBed()
    await signIn(client, 'user')
    const all = data(await listProfileHistory(client, { params: { query: { limit: 1000 } } }))
    const day = all.history[Math.floor(all.history.length / 2)]?.date.slice(0, 10) ?? ''
    const oneDay = data(
      await listProfileHistory(client, {
        params: { query: { dateFrom: day, dateTo: day, limit: 1000 } },
      }),
    )
    expect(oneDay.meta.total).toBeGreaterThan(0)
    expect(oneDay.meta.total).toBeLessThan(all.meta.total)
    expect(oneDay.history.every((row) => row.date.slice(0, 10) === day)).toBe(true)
    const reversed = await listProfileHistory(client, {
      params: { query: { dateFrom: '2026-11-20', dateTo: '2026-11-01' } },
    })
    expect(reversed.ok).toBe(false)
  })
})

describe('subscriptions', () => {
  it('lists topics by the enabled notification methods and saves changes', async () => {
    const { client, sandbox } = testBed()
    await signIn(client, 'user')
    const list = data(await listSubscriptions(client))
    const enabled = sandbox.state.lists.notifyMethods.filter((method) => method.enabled)
    expect(list.availableChannels.map((channel) => channel.id)).toEqual(
      enabled.map((method) => method.id),
    )
    expect(list.meta.total).toBe(sandbox.state.profile.topics.length)
    const titles = list.subscribes.map((row) => row.title)
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'ru')))
    const row = list.subscribes.find((entry) => entry.availablePeriods.length > 1)
    const channel = row?.channels.find((entry) => !entry.enabled)
    if (!row || !channel) throw new Error('a subscription with a switched-off channel')
    const period = row.availablePeriods.find((entry) => entry !== row.period) ?? row.period
    const change = { subscribeId: row.id, channelId: channel.id, enabled: true, period }
    expect((await updateSubscriptions(client, { body: [change] })).ok).toBe(true)
    const saved = data(await listSubscriptions(client)).subscribes.find(
      (entry) => entry.id === row.id,
    )
    expect(saved?.period).toBe(period)
    expect(saved?.channels.find((entry) => entry.id === channel.id)?.enabled).toBe(true)
  })

  it('refuses a period the topic does not offer and a channel not offered', async () => {
    const { client, sandbox } = testBed()
    await signIn(client, 'user')
    const list = data(await listSubscriptions(client))
    const row = list.subscribes.find((entry) => entry.availablePeriods.length < 4)
    const period = (['immediately', 'daily', 'weekly', 'monthly'] as const).find(
      (entry) => !row?.availablePeriods.includes(entry),
    )
    const disabled = sandbox.state.lists.notifyMethods.find((method) => !method.enabled)
    const channelId = list.availableChannels[0]?.id ?? ''
    const result = await updateSubscriptions(client, {
      body: [
        { subscribeId: row?.id ?? '', channelId, enabled: true, period: period ?? 'monthly' },
        {
          subscribeId: row?.id ?? '',
          channelId: disabled?.id ?? '00000000-0000-4000-8000-000000000000',
          enabled: true,
          period: row?.period ?? 'daily',
        },
      ],
    })
    expect(failure(result).body).toEqual({
      errorList: { '0.period': ['errorInvalid'], '1.channelId': ['errorInvalid'] },
    })
  })
})
