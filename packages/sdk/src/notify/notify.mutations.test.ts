import { describe, expect, it } from 'vitest'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { notifyKeys } from './keys'
import { markNotificationReadMutation } from './notify.mutations'

describe('notify mutations', () => {
  it('marking read refreshes the notification lists and the bell', async () => {
    const { client, requests } = fakeClient(204)
    const id = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'
    const keys = await invalidatedBy(markNotificationReadMutation(client), { body: { id } })
    expect(keys).toEqual([notifyKeys.lists(), notifyKeys.latest()])
    const url = new URL(requests[0]?.url ?? 'http://invalid')
    expect(`${requests[0]?.method} ${url.pathname}`).toBe(
      'POST /api/v1/platform/notify/personal-account/read',
    )
    expect(await requests[0]?.json()).toEqual({ id })
  })
})
