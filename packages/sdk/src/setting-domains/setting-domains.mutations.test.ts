import { describe, expect, it } from 'vitest'
import { profileKeys } from '../profile/keys'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { uiKeys } from '../ui/keys'
import { deviceTypeKeys, domainKeys } from './keys'
import {
  createDeviceTypeMutation,
  createDomainMutation,
  deleteDeviceTypeMutation,
  deleteDomainMutation,
  setDomainEnabledMutation,
  updateDeviceTypeMutation,
  updateDomainMutation,
} from './setting-domains.mutations'

const id = '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6'
const form = {
  enabled: true,
  base: false,
  aliases: ['portal.example.ru'],
  baseSettings: false,
  cookie: true,
  locales: [],
}
const served = [
  uiKeys.projectInfo(),
  uiKeys.publicSettings(),
  profileKeys.summary(),
  profileKeys.details(),
]

function sent(requests: Request[]) {
  return requests.map((request) => {
    const url = new URL(request.url)
    return `${request.method} ${url.pathname}${url.search}`
  })
}

describe('domain mutations invalidate what they change', () => {
  it('creating refreshes the lists, the look-ups and what the portal draws from its domain', async () => {
    const { client, requests } = fakeClient(201, { id })
    const keys = await invalidatedBy(createDomainMutation(client), { body: form })
    expect(sent(requests)).toEqual(['POST /api/v1/platform/setting/domains'])
    expect(keys).toEqual([domainKeys.lists(), domainKeys.searches(), ...served])
  })

  it('creating a base domain also refreshes every detail and the base settings', async () => {
    const { client } = fakeClient(201, { id })
    const keys = await invalidatedBy(createDomainMutation(client), {
      body: { ...form, base: true },
    })
    expect(keys).toEqual([
      domainKeys.lists(),
      domainKeys.details(),
      domainKeys.baseSettings(),
      domainKeys.searches(),
      ...served,
    ])
  })

  it('updating refreshes its details', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(updateDomainMutation(client), {
      params: { path: { id } },
      body: { ...form, base: false },
    })
    expect(sent(requests)).toEqual([`PUT /api/v1/platform/setting/domains/${id}`])
    expect(keys).toEqual([
      domainKeys.lists(),
      domainKeys.detail(id),
      domainKeys.searches(),
      ...served,
    ])
  })

  it('updating the base domain refreshes every detail and the base settings', async () => {
    const { client } = fakeClient(204)
    const keys = await invalidatedBy(updateDomainMutation(client), {
      params: { path: { id } },
      body: { ...form, base: true },
    })
    expect(keys).toEqual([
      domainKeys.lists(),
      domainKeys.details(),
      domainKeys.baseSettings(),
      domainKeys.searches(),
      ...served,
    ])
  })

  it('deleting refreshes its details and the base settings', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(deleteDomainMutation(client), { params: { path: { id } } })
    expect(sent(requests)).toEqual([`DELETE /api/v1/platform/setting/domains/${id}`])
    expect(keys).toEqual([
      domainKeys.lists(),
      domainKeys.detail(id),
      domainKeys.searches(),
      domainKeys.baseSettings(),
      ...served,
    ])
  })

  it('toggling sends the new value and refreshes the lists and its details', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(setDomainEnabledMutation(client), {
      params: { path: { id } },
      body: { enabled: false },
    })
    expect(sent(requests)).toEqual([`PUT /api/v1/platform/setting/domains/${id}/enabled`])
    expect(await requests[0]?.json()).toEqual({ enabled: false })
    expect(keys).toEqual([
      domainKeys.lists(),
      domainKeys.detail(id),
      domainKeys.searches(),
      ...served,
    ])
  })
})

describe('device type mutations refresh the table and the picker', () => {
  const expected = [deviceTypeKeys.lists(), deviceTypeKeys.searches()]

  it('creating', async () => {
    const { client, requests } = fakeClient(201, { id })
    const keys = await invalidatedBy(createDeviceTypeMutation(client), {
      body: { name: 'Планшет', code: 'tablet' },
    })
    expect(sent(requests)).toEqual(['POST /api/v1/platform/setting/devices-types'])
    expect(keys).toEqual(expected)
  })

  it('updating', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(updateDeviceTypeMutation(client), {
      params: { path: { id } },
      body: { name: 'Планшет', code: 'tablet' },
    })
    expect(sent(requests)).toEqual([`PUT /api/v1/platform/setting/devices-types/${id}`])
    expect(keys).toEqual(expected)
  })

  it('deleting', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(deleteDeviceTypeMutation(client), {
      params: { path: { id } },
    })
    expect(sent(requests)).toEqual([`DELETE /api/v1/platform/setting/devices-types/${id}`])
    expect(keys).toEqual(expected)
  })
})
