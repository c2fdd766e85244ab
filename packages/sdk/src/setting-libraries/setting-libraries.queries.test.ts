import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import {
  getDocumentQuery,
  listBannersQuery,
  listDocumentsQuery,
  listLanguagesQuery,
} from './setting-libraries.queries'

const id = '8e3b0f4d-5c6a-4b8d-9e9f-0a1b2c3d4e5f'
const api = 'http://platform.test/api/v1/platform/setting'

/** Fetches query options from a fake platform: their key and the requests they sent. */
async function fetched(options: { queryKey: QueryKey }, requests: Request[]) {
  await new QueryClient().fetchQuery(options)
  return { key: options.queryKey, requests: requests.map((r) => `${r.method} ${r.url}`) }
}

describe('library queries carry their parameters in the key and the request', () => {
  it('the documents table', async () => {
    const { client, requests } = fakeClient()
    const query = { search: 'pd', locale: 'ru', type: 'agreement' } as const
    expect(await fetched(listDocumentsQuery(client, query), requests)).toEqual({
      key: ['setting', 'documents', 'list', query],
      requests: [`GET ${api}/documents?search=pd&locale=ru&type=agreement`],
    })
  })

  it('one document', async () => {
    const { client, requests } = fakeClient()
    expect(await fetched(getDocumentQuery(client, { id }), requests)).toEqual({
      key: ['setting', 'documents', 'detail', id],
      requests: [`GET ${api}/documents/${id}`],
    })
  })

  it('the banners table', async () => {
    const { client, requests } = fakeClient()
    const query = { page: 3, sortBy: 'createdAt', sort: 'desc' } as const
    expect(await fetched(listBannersQuery(client, query), requests)).toEqual({
      key: ['setting', 'banners', 'list', query],
      requests: [`GET ${api}/banners?page=3&sortBy=createdAt&sort=desc`],
    })
  })

  it('the languages table', async () => {
    const { client, requests } = fakeClient()
    const query = { limit: 100, sortBy: 'name' } as const
    expect(await fetched(listLanguagesQuery(client, query), requests)).toEqual({
      key: ['setting', 'languages', 'list', query],
      requests: [`GET ${api}/locales?limit=100&sortBy=name`],
    })
  })
})
