import { describe, expect, it } from 'vitest'
import { profileKeys } from '../profile/keys'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { uiKeys } from '../ui/keys'
import { applicationKeys } from './keys'
import {
  createApplicationMutation,
  deleteApplicationMutation,
  deleteApplicationSessionMutation,
  deleteApplicationSessionsMutation,
  regenerateClientSecretMutation,
  reorderApplicationsMutation,
  updateApplicationMutation,
} from './setting-applications.mutations'

const id = '6a1f3c2e-8d4b-4f7a-9c21-0b5e7d3a9f14'
const form = {
  enabled: true,
  type: 'internal' as const,
  name: 'Контакты',
  domains: [],
  menuVisible: true,
  profileVisible: false,
  serviceAccount: false,
  methods: [],
  virtualSupport: false,
  clients: [],
}

function sent(requests: Request[]) {
  return requests.map((request) => {
    const url = new URL(request.url)
    return `${request.method} ${url.pathname}${url.search}`
  })
}

describe('application mutations invalidate what they change', () => {
  it('creating refreshes the lists, the methods filter, the menus and the history', async () => {
    const { client, requests } = fakeClient(201, { id })
    const keys = await invalidatedBy(createApplicationMutation(client), { body: form })
    expect(sent(requests)).toEqual(['POST /api/v1/platform/setting/applications'])
    expect(keys).toEqual([applicationKeys.lists(), applicationKeys.methodFilters(), uiKeys.menus()])
  })

  it('updating also refreshes its details and the public card under its code', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(updateApplicationMutation(client), {
      params: { path: { id } },
      body: { ...form, code: 'contacts' },
    })
    expect(sent(requests)).toEqual([`PUT /api/v1/platform/setting/applications/${id}`])
    expect(keys).toEqual([
      applicationKeys.lists(),
      applicationKeys.detail(id),
      applicationKeys.methodFilters(),
      uiKeys.menus(),
      uiKeys.serviceApplication('contacts'),
    ])
  })

  it('updating an application without a code has no public card to refresh', async () => {
    const { client } = fakeClient(204)
    const keys = await invalidatedBy(updateApplicationMutation(client), {
      params: { path: { id } },
      body: { ...form, type: 'external' as const },
    })
    expect(keys).toEqual([
      applicationKeys.lists(),
      applicationKeys.detail(id),
      applicationKeys.methodFilters(),
      uiKeys.menus(),
    ])
  })

  it('deleting refreshes the lists, its details, the methods filter and the menus', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(deleteApplicationMutation(client), {
      params: { path: { id } },
    })
    expect(sent(requests)).toEqual([`DELETE /api/v1/platform/setting/applications/${id}`])
    expect(keys).toEqual([
      applicationKeys.lists(),
      applicationKeys.detail(id),
      applicationKeys.methodFilters(),
      uiKeys.menus(),
    ])
  })

  it('reordering refreshes the lists and the menus', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(reorderApplicationsMutation(client), {
      body: [{ id, code: 'contacts', order: 0 }],
    })
    expect(sent(requests)).toEqual(['PATCH /api/v1/platform/setting/applications/order'])
    expect(await requests[0]?.json()).toEqual([{ id, code: 'contacts', order: 0 }])
    expect(keys).toEqual([applicationKeys.lists(), uiKeys.menus()])
  })

  it('a new secret replaces the cached one of that client', async () => {
    const { client, requests } = fakeClient(200, { secret: 'r4Hk9_TqWv2-XmZb7LcN1pSa' })
    const keys = await invalidatedBy(regenerateClientSecretMutation(client), {
      params: { path: { clientId: 'contacts-web' } },
    })
    expect(sent(requests)).toEqual([
      'PUT /api/v1/platform/setting/applications/client/contacts-web/secret',
    ])
    expect(keys).toEqual([applicationKeys.clientSecret('contacts-web')])
  })

  it('the bulk logout sends the filters and refreshes both session lists', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(deleteApplicationSessionsMutation(client), {
      params: { query: { applicationId: id, search: 'ivanov', startDate: '2026-11-21' } },
    })
    expect(sent(requests)).toEqual([
      `DELETE /api/v1/platform/setting/applications/sessions?applicationId=${id}&search=ivanov&startDate=2026-11-21`,
    ])
    expect(keys).toEqual([applicationKeys.sessionLists(), profileKeys.sessionLists()])
  })

  it('one logout names the session and its client and refreshes both session lists', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(deleteApplicationSessionMutation(client), {
      params: { path: { sessionId: 's-42' }, query: { clientId: 'contacts-web' } },
    })
    expect(sent(requests)).toEqual([
      'DELETE /api/v1/platform/setting/applications/sessions/s-42?clientId=contacts-web',
    ])
    expect(keys).toEqual([applicationKeys.sessionLists(), profileKeys.sessionLists()])
  })
})
