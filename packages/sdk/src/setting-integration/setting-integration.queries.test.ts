import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createPlatformClient, type DownloadedFile } from '../client'
import { fakeClient } from '../testing/harness'
import {
  downloadIntegrationRequestQuery,
  downloadIntegrationResponseQuery,
  listIntegrationRecordsQuery,
  listIntegrationSyncsQuery,
  searchIntegrationKeysQuery,
} from './setting-integration.queries'

const id = 'b16e3a7f-8c9d-4e0f-9a2b-3c4d5e6f7a81'
const api = 'http://platform.test/api/v1/platform/setting'

/** Fetches query options from a fake platform: their key and the requests they sent. */
async function fetched(options: { queryKey: QueryKey }, requests: Request[]) {
  await new QueryClient().fetchQuery(options)
  return { key: options.queryKey, requests: requests.map((r) => `${r.method} ${r.url}`) }
}

/** A platform that answers every call with a payload file. */
function fileClient(filename: string) {
  const requests: Request[] = []
  const client = createPlatformClient({
    baseUrl: 'http://platform.test/api/v1',
    fetch: async (request) => {
      requests.push(request)
      return new Response('<order id="42"/>', {
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': `attachment; filename="${filename}"`,
        },
      })
    },
  })
  return { client, requests }
}

describe('integration queries carry their parameters in the key and the request', () => {
  it('the log', async () => {
    const { client, requests } = fakeClient()
    const query = {
      createdFrom: '2026-11-01T00:00:00Z',
      key: 'users',
      status: 'error',
    } as const
    expect(await fetched(listIntegrationRecordsQuery(client, query), requests)).toEqual({
      key: ['setting', 'integration', 'records', query],
      requests: [
        `GET ${api}/integration-monitoring?createdFrom=${encodeURIComponent('2026-11-01T00:00:00Z')}&key=users&status=error`,
      ],
    })
  })

  it('the key picker', async () => {
    const { client, requests } = fakeClient()
    expect(
      await fetched(searchIntegrationKeysQuery(client, { searchValue: 'comp' }), requests),
    ).toEqual({
      key: ['setting', 'integration', 'keys', { searchValue: 'comp' }],
      requests: [`GET ${api}/integration-monitoring/keys/search?searchValue=comp`],
    })
  })

  it('the synchronisation table', async () => {
    const { client, requests } = fakeClient()
    expect(await fetched(listIntegrationSyncsQuery(client, { page: 2 }), requests)).toEqual({
      key: ['setting', 'integration', 'syncs', { page: 2 }],
      requests: [`GET ${api}/integration-synchronization?page=2`],
    })
  })
})

describe('payload downloads are named files that do not stay in the cache', () => {
  /** What a download gave and what it left behind once the cache has settled. */
  async function outcome(
    file: DownloadedFile,
    key: QueryKey,
    queryClient: QueryClient,
    requests: Request[],
  ) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    return {
      key,
      filename: file.filename,
      text: await file.blob.text(),
      requests: requests.map((r) => `${r.method} ${r.url}`),
      cached: queryClient.getQueryData(key),
    }
  }

  it('the request', async () => {
    const { client, requests } = fileClient('request-42.xml')
    const queryClient = new QueryClient()
    const options = downloadIntegrationRequestQuery(client, { id })
    const file = await queryClient.fetchQuery(options)
    expect(await outcome(file, options.queryKey, queryClient, requests)).toEqual({
      key: ['setting', 'integration', 'request', id],
      filename: 'request-42.xml',
      text: '<order id="42"/>',
      requests: [`GET ${api}/integration-monitoring/requests/${id}`],
      cached: undefined,
    })
  })

  it('the response', async () => {
    const { client, requests } = fileClient('response-42.xml')
    const queryClient = new QueryClient()
    const options = downloadIntegrationResponseQuery(client, { id })
    const file = await queryClient.fetchQuery(options)
    expect(await outcome(file, options.queryKey, queryClient, requests)).toEqual({
      key: ['setting', 'integration', 'response', id],
      filename: 'response-42.xml',
      text: '<order id="42"/>',
      requests: [`GET ${api}/integration-monitoring/responses/${id}`],
      cached: undefined,
    })
  })
})
