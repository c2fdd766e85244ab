import { describe, expect, it } from 'vitest'
import { profileKeys } from '../profile/keys'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { uiKeys } from '../ui/keys'
import { dynamicFieldKeys } from './keys'
import {
  createDynamicFieldMutation,
  createDynamicFieldSubtypeMutation,
  deleteDynamicFieldMutation,
  deleteDynamicFieldSubtypeMutation,
  deleteDynamicFieldSubtypesMutation,
  reorderDynamicFieldSubtypesMutation,
  reorderDynamicFieldTabsMutation,
  setDynamicFieldActiveMutation,
  setDynamicFieldSubtypeActiveMutation,
  setDynamicFieldTabActiveMutation,
  updateDynamicFieldMutation,
  updateDynamicFieldSubtypeMutation,
} from './setting-dynamic-fields.mutations'

const id = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d'
const other = '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b'
const profile = [
  profileKeys.configure(),
  profileKeys.details(),
  profileKeys.summary(),
  uiKeys.publicSettings(),
]
const field = {
  active: true,
  title: 'Табельный номер',
  code: 'personnelNumber',
  type: 'users' as const,
  subtype: other,
  fieldType: 'input' as const,
  unique: true,
  multiple: false,
  adminRequired: false,
  adminVisible: true,
  adminEdit: true,
  profileRequired: false,
  profileVisible: true,
  profileEdit: false,
  integrationRequired: false,
  force: false,
}

function sent(requests: Request[]) {
  return requests.map((request) => {
    const url = new URL(request.url)
    return `${request.method} ${url.pathname}${url.search}`
  })
}

describe('tab mutations', () => {
  it('toggling a tab refreshes every tab list and tree and the profile', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(setDynamicFieldTabActiveMutation(client), {
      params: { path: { id } },
      body: { active: false },
    })
    expect(sent(requests)).toEqual([
      `PUT /api/v1/platform/setting/dynamic-fields/tabs/${id}/active`,
    ])
    expect(await requests[0]?.json()).toEqual({ active: false })
    expect(keys).toEqual([dynamicFieldKeys.tabLists(), dynamicFieldKeys.tabTrees(), ...profile])
  })

  it('reordering the users tabs refreshes their list, the trees and the profile layout', async () => {
    const { client, requests } = fakeClient(204)
    const body = [{ id, order: 0 }]
    const keys = await invalidatedBy(reorderDynamicFieldTabsMutation(client), {
      params: { path: { type: 'users' } },
      body,
    })
    expect(sent(requests)).toEqual(['PUT /api/v1/platform/setting/dynamic-fields/users/tabs/order'])
    expect(await requests[0]?.json()).toEqual(body)
    expect(keys).toEqual([
      dynamicFieldKeys.tabs('users'),
      dynamicFieldKeys.tabTrees(),
      profileKeys.configure(),
    ])
  })

  it('reordering the tabs of another entity leaves the profile alone', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(reorderDynamicFieldTabsMutation(client), {
      params: { path: { type: 'contractors' } },
      body: [{ id, order: 1 }],
    })
    expect(sent(requests)).toEqual([
      'PUT /api/v1/platform/setting/dynamic-fields/contractors/tabs/order',
    ])
    expect(keys).toEqual([dynamicFieldKeys.tabs('contractors'), dynamicFieldKeys.tabTrees()])
  })

  it('reordering subtypes and fields refreshes that tab, the fields and the profile layout', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(reorderDynamicFieldSubtypesMutation(client), {
      params: { path: { tab: 'users_main' } },
      body: [{ id, order: 0, fields: [{ id: other, order: 0 }] }],
    })
    expect(sent(requests)).toEqual([
      'PUT /api/v1/platform/setting/dynamic-fields/tabs/users_main/order',
    ])
    expect(keys).toEqual([
      dynamicFieldKeys.tab('users_main'),
      dynamicFieldKeys.fields(),
      profileKeys.configure(),
    ])
  })
})

describe('subtype mutations refresh every tab tree and the profile', () => {
  it('creating', async () => {
    const { client, requests } = fakeClient(201, { id })
    const keys = await invalidatedBy(createDynamicFieldSubtypeMutation(client), {
      body: { tabId: other, title: 'Документы', code: 'documents', active: true },
    })
    expect(sent(requests)).toEqual(['POST /api/v1/platform/setting/dynamic-fields/subtypes'])
    expect(keys).toEqual([dynamicFieldKeys.tabTrees(), ...profile])
  })

  it('updating', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(updateDynamicFieldSubtypeMutation(client), {
      body: { id, title: 'Документы', code: 'documents' },
    })
    expect(sent(requests)).toEqual(['PUT /api/v1/platform/setting/dynamic-fields/subtypes'])
    expect(keys).toEqual([dynamicFieldKeys.tabTrees(), ...profile])
  })

  it('deleting several, with their fields', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(deleteDynamicFieldSubtypesMutation(client), {
      params: { query: { ids: [id, other] } },
    })
    expect(sent(requests)).toEqual([
      `DELETE /api/v1/platform/setting/dynamic-fields/subtypes?ids=${id}&ids=${other}`,
    ])
    expect(keys).toEqual([dynamicFieldKeys.tabTrees(), dynamicFieldKeys.fields(), ...profile])
  })

  it('deleting one, with its fields', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(deleteDynamicFieldSubtypeMutation(client), {
      params: { path: { id } },
    })
    expect(sent(requests)).toEqual([
      `DELETE /api/v1/platform/setting/dynamic-fields/subtypes/${id}`,
    ])
    expect(keys).toEqual([dynamicFieldKeys.tabTrees(), dynamicFieldKeys.fields(), ...profile])
  })

  it('toggling', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(setDynamicFieldSubtypeActiveMutation(client), {
      params: { path: { id } },
      body: { active: true },
    })
    expect(sent(requests)).toEqual([
      `PUT /api/v1/platform/setting/dynamic-fields/subtypes/${id}/active`,
    ])
    expect(keys).toEqual([dynamicFieldKeys.tabTrees(), ...profile])
  })
})

describe('field mutations refresh the tab trees, the field and the profile', () => {
  it('creating a users field', async () => {
    const { client, requests } = fakeClient(201, { id })
    const keys = await invalidatedBy(createDynamicFieldMutation(client), { body: field })
    expect(sent(requests)).toEqual(['POST /api/v1/platform/setting/dynamic-fields'])
    expect(keys).toEqual([dynamicFieldKeys.tabTrees(), ...profile])
  })

  it('creating a field of another entity leaves the profile alone', async () => {
    const { client } = fakeClient(201, { id })
    const keys = await invalidatedBy(createDynamicFieldMutation(client), {
      body: { ...field, type: 'organizations' },
    })
    expect(keys).toEqual([dynamicFieldKeys.tabTrees()])
  })

  it('updating a users field, forced past a type change', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(updateDynamicFieldMutation(client), {
      params: { path: { id } },
      body: { ...field, fieldType: 'textarea', force: true },
    })
    expect(sent(requests)).toEqual([`PUT /api/v1/platform/setting/dynamic-fields/${id}`])
    expect(await requests[0]?.json()).toMatchObject({ fieldType: 'textarea', force: true })
    expect(keys).toEqual([dynamicFieldKeys.tabTrees(), dynamicFieldKeys.field(id), ...profile])
  })

  it('updating a directories field leaves the profile alone', async () => {
    const { client } = fakeClient(204)
    const keys = await invalidatedBy(updateDynamicFieldMutation(client), {
      params: { path: { id } },
      body: { ...field, type: 'directories' },
    })
    expect(keys).toEqual([dynamicFieldKeys.tabTrees(), dynamicFieldKeys.field(id)])
  })

  it('deleting', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(deleteDynamicFieldMutation(client), {
      params: { path: { id } },
    })
    expect(sent(requests)).toEqual([`DELETE /api/v1/platform/setting/dynamic-fields/${id}`])
    expect(keys).toEqual([dynamicFieldKeys.tabTrees(), dynamicFieldKeys.field(id), ...profile])
  })

  it('toggling', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(setDynamicFieldActiveMutation(client), {
      params: { path: { id } },
      body: { active: false },
    })
    expect(sent(requests)).toEqual([`PUT /api/v1/platform/setting/dynamic-fields/${id}/active`])
    expect(keys).toEqual([dynamicFieldKeys.tabTrees(), dynamicFieldKeys.field(id), ...profile])
  })
})
