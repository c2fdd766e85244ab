import { describe, expect, it } from 'vitest'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { uiKeys } from '../ui/keys'
import { profileKeys } from './keys'
import {
  deleteAllSessionsMutation,
  deleteSessionMutation,
  leaveCompanyMutation,
  updateProfileMutation,
} from './profile.mutations'

describe('profile mutations invalidate what they change', () => {
  it('ending all sessions invalidates every session list', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(deleteAllSessionsMutation(client), {})
    expect(keys).toEqual([profileKeys.sessionLists()])
    expect(requests[0]?.method).toBe('DELETE')
  })

  it('ending one session calls it by id and invalidates the session lists', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(deleteSessionMutation(client), {
      params: { path: { sessionId: 's-42' } },
    })
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/v1/platform/user/sessions/s-42')
    expect(keys).toEqual([profileKeys.sessionLists()])
  })

  it('saving the profile invalidates the whole profile', async () => {
    const { client } = fakeClient(204)
    const keys = await invalidatedBy(updateProfileMutation(client), { body: {} })
    expect(keys).toEqual([profileKeys.all])
  })

  it('leaving a company refreshes the companies, the summary and the menus', async () => {
    const { client } = fakeClient(204)
    const keys = await invalidatedBy(leaveCompanyMutation(client), {
      params: { path: { id: '3f1c2a4e-7b5d-4c8e-9a21-6d0f8b3e5a71' } },
    })
    expect(keys).toEqual([profileKeys.companies(), profileKeys.summary(), uiKeys.menus()])
  })

  it('runs the caller’s onSuccess after the invalidation, and not on failure', async () => {
    const order: string[] = []
    const ok = fakeClient(204)
    await invalidatedBy(
      deleteAllSessionsMutation(ok.client, { onSuccess: () => order.push('caller') }),
      {},
    )
    expect(order).toEqual(['caller'])
    const failing = fakeClient(500)
    await expect(
      invalidatedBy(
        deleteAllSessionsMutation(failing.client, { onSuccess: () => order.push('again') }),
        {},
      ),
    ).rejects.toMatchObject({ kind: 'server' })
    expect(order).toEqual(['caller'])
  })
})
