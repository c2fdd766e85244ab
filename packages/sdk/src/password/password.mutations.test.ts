import { describe, expect, it } from 'vitest'
import { fakeClient, invalidatedBy } from '../testing/harness'
import {
  requestPasswordLinkMutation,
  setEntryPasswordMutation,
  setNewPasswordMutation,
} from './password.mutations'

const sent = (request: Request | undefined) => {
  const url = new URL(request?.url ?? 'http://invalid')
  return `${request?.method} ${url.pathname}`
}

const id = '4c7d1e2f-8a9b-4c0d-9e1f-2a3b4c5d6e7f'
const body = { password: 'Sandbox-2026!', repeatPassword: 'Sandbox-2026!' }

describe('password mutations', () => {
  it('requesting a link invalidates nothing', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(requestPasswordLinkMutation(client), {
      body: { email: 'i.petrov@example.ru' },
    })
    expect(keys).toEqual([])
    expect(sent(requests[0])).toBe('POST /api/v1/platform/password/link')
  })

  it('setting a new password sends it to the link and keeps the page’s status', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(setNewPasswordMutation(client), {
      params: { path: { id } },
      body,
    })
    expect(keys).toEqual([])
    expect(sent(requests[0])).toBe(`PUT /api/v1/platform/password/${id}`)
    expect(await requests[0]?.json()).toEqual(body)
  })

  it('setting the first-entry password sends it to the entry link', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(setEntryPasswordMutation(client), {
      params: { path: { id } },
      body,
    })
    expect(keys).toEqual([])
    expect(sent(requests[0])).toBe(`PUT /api/v1/platform/password/entry/${id}`)
  })
})
