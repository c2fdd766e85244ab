import { describe, expect, it } from 'vitest'
import { authKeys } from '../auth/keys'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { authSchemeKeys } from './keys'
import {
  createAuthSchemeMutation,
  deleteAuthSchemeMutation,
  reorderAuthSchemesMutation,
  setAuthSchemeActiveMutation,
  updateAuthSchemeMutation,
} from './setting-auth-schemas.mutations'

const id = '5d2e8f1a-3c4b-4d6e-9f7a-1b2c3d4e5f6a'
const flow = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0'
const form = {
  name: 'Вход по коду',
  code: 'email-code',
  firstFactor: [{ id: flow, enabled: true }],
  secondFactor: [],
  base: false,
}

function sent(requests: Request[]) {
  return requests.map((request) => {
    const url = new URL(request.url)
    return `${request.method} ${url.pathname}${url.search}`
  })
}

describe('authentication scheme mutations invalidate what they change', () => {
  const withFlows = [authSchemeKeys.list(), authSchemeKeys.flows(), authKeys.all]

  it('creating refreshes the list, the flows and the sign-in configuration', async () => {
    const { client, requests } = fakeClient(201, { id })
    const keys = await invalidatedBy(createAuthSchemeMutation(client), { body: form })
    expect(sent(requests)).toEqual(['POST /api/v1/platform/setting/authentication-schemas'])
    expect(keys).toEqual(withFlows)
  })

  it('updating refreshes the list, the flows and the sign-in configuration', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(updateAuthSchemeMutation(client), {
      params: { path: { id } },
      body: { ...form, base: true },
    })
    expect(sent(requests)).toEqual([`PUT /api/v1/platform/setting/authentication-schemas/${id}`])
    expect(keys).toEqual(withFlows)
  })

  it('deleting refreshes the list, the flows and the sign-in configuration', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(deleteAuthSchemeMutation(client), {
      params: { path: { id } },
    })
    expect(sent(requests)).toEqual([`DELETE /api/v1/platform/setting/authentication-schemas/${id}`])
    expect(keys).toEqual(withFlows)
  })

  it('toggling sends the new value and refreshes the list and the sign-in configuration', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(setAuthSchemeActiveMutation(client), {
      params: { path: { id } },
      body: { active: false },
    })
    expect(sent(requests)).toEqual([
      `PUT /api/v1/platform/setting/authentication-schemas/${id}/active`,
    ])
    expect(await requests[0]?.json()).toEqual({ active: false })
    expect(keys).toEqual([authSchemeKeys.list(), authKeys.all])
  })

  it('reordering sends the priorities and refreshes the list and the sign-in configuration', async () => {
    const { client, requests } = fakeClient(204)
    const body = [
      { id, priority: 1 },
      { id: flow, priority: 2 },
    ]
    const keys = await invalidatedBy(reorderAuthSchemesMutation(client), { body })
    expect(sent(requests)).toEqual([
      'PATCH /api/v1/platform/setting/authentication-schemas/priority',
    ])
    expect(await requests[0]?.json()).toEqual(body)
    expect(keys).toEqual([authSchemeKeys.list(), authKeys.all])
  })
})
