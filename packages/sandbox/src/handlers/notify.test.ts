import { listLatestNotifications, listNotifications, markNotificationRead } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { account, data, failure, signIn, testBed } from '../../test/support/visitor'

describe('notifications', () => {
  it('lists the person’s notifications, read and unread, newest first', async () => {
    const { client, sandbox } = testBed()
    await signIn(client, 'admin')
    const own = sandbox.state.profile.notifications.filter(
      (entry) => entry.accountId === account(sandbox, 'admin').id,
    )
    const { notifications, meta } = data(
      await listNotifications(client, { params: { query: { limit: 100 } } }),
    )
    expect(meta).toEqual({
      page: 1,
      limit: 100,
      total: own.length,
      sortBy: 'createdAt',
      sort: 'desc',
    })
    expect(new Set(notifications.map((entry) => entry.read))).toEqual(new Set([true, false]))
    const dates = notifications.map((entry) => entry.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const unreadFirst = data(
      await listNotifications(client, {
        params: { query: { sortBy: 'read', sort: 'asc', limit: 1 } },
      }),
    )
    expect(unreadFirst.notifications[0]?.read).toBe(false)
  })

  it('the bell shows the 5 newest unread and counts them all', async () => {
    const { client, sandbox } = testBed()
    await signIn(client, 'master')
    const unread = sandbox.state.profile.notifications
      .filter((entry) => entry.accountId === account(sandbox, 'master').id && !entry.read)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    const latest = data(await listLatestNotifications(client))
    expect(latest.unreadCount).toBe(unread.length)
    expect(latest.notifications.map((entry) => entry.id)).toEqual(
      unread.slice(0, 5).map((entry) => entry.id),
    )
    expect(latest.notifications.every((entry) => !entry.read)).toBe(true)
  })

  it('reading one marks it read and takes it off the bell; reading again also succeeds', async () => {
    const { client } = testBed()
    await signIn(client, 'user')
    const before = data(await listLatestNotifications(client))
    const first = before.notifications[0]
    if (!first) throw new Error('user has unread notifications')
    expect((await markNotificationRead(client, { body: { id: first.id } })).ok).toBe(true)
    expect((await markNotificationRead(client, { body: { id: first.id } })).ok).toBe(true)
    const after = data(await listLatestNotifications(client))
    expect(after.unreadCount).toBe(before.unreadCount - 1)
    expect(after.notifications.some((entry) => entry.id === first.id)).toBe(false)
    const page = data(await listNotifications(client, { params: { query: { limit: 1000 } } }))
    expect(page.notifications.find((entry) => entry.id === first.id)?.read).toBe(true)
  })

  it('answers 404 for an unknown notification or someone else’s', async () => {
    const { client, sandbox } = testBed()
    await signIn(client, 'user')
    const foreign = sandbox.state.profile.notifications.find(
      (entry) => entry.accountId === account(sandbox, 'admin').id && !entry.read,
    )
    expect(
      failure(await markNotificationRead(client, { body: { id: foreign?.id ?? '' } })).status,
    ).toBe(404)
    expect(foreign?.read).toBe(false)
    const unknown = await markNotificationRead(client, {
      body: { id: '00000000-0000-4000-8000-000000000000' },
    })
    expect(failure(unknown).status).toBe(404)
  })
})
