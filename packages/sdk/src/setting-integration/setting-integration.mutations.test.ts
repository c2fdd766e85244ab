import { describe, expect, it } from 'vitest'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { integrationKeys } from './keys'
import {
  setIntegrationSyncEnabledMutation,
  startIntegrationSyncMutation,
} from './setting-integration.mutations'

const id = 'a05d2f6e-7b8c-4d9e-8f1a-2b3c4d5e6f70'
const api = '/api/v1/platform/setting/integration-synchronization'

describe('integration synchronisation mutations', () => {
  it('a toggle refreshes the synchronisation table', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(setIntegrationSyncEnabledMutation(client), {
      params: { path: { id } },
      body: { enabled: false },
    })
    expect(keys).toEqual([integrationKeys.syncLists()])
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      `PUT ${api}/${id}/enabled`,
    ])
    expect(await requests[0]?.json()).toEqual({ enabled: false })
  })

  it('a start refreshes the synchronisation table, whose row is now in process', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(startIntegrationSyncMutation(client), {
      params: { path: { id } },
    })
    expect(keys).toEqual([integrationKeys.syncLists()])
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      `POST ${api}/${id}/start`,
    ])
  })

  it('a start refused during a run reaches the caller as a conflict', async () => {
    const { client } = fakeClient(409, { error: 'syncInProgress' })
    const kinds: string[] = []
    await expect(
      invalidatedBy(
        startIntegrationSyncMutation(client, { onError: (error) => kinds.push(error.kind) }),
        { params: { path: { id } } },
      ),
    ).rejects.toMatchObject({ kind: 'conflict', status: 409 })
    expect(kinds).toEqual(['conflict'])
  })
})
