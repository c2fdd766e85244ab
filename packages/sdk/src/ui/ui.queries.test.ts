import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import { uiKeys } from './keys'
import {
  getDocumentViewQuery,
  getMenuQuery,
  getServiceApplicationQuery,
  getStyleAssetQuery,
} from './ui.queries'

const url = (request: Request | undefined) => {
  const parsed = new URL(request?.url ?? 'http://invalid')
  return `${request?.method} ${parsed.pathname}${parsed.search}`
}

describe('ui queries carry their parameters in the key and the request', () => {
  it('the menu is keyed and asked for by its type', async () => {
    const { client, requests } = fakeClient(200, { menu: [] })
    const options = getMenuQuery(client, { type: 'platform' })
    expect(options.queryKey).toEqual(['ui', 'menu', { type: 'platform' }])
    await new QueryClient().fetchQuery(options)
    expect(url(requests[0])).toBe('GET /api/v1/platform/ui/menu?type=platform')
  })

  it('a service card is keyed and asked for by its code', async () => {
    const { client, requests } = fakeClient(200, {})
    const options = getServiceApplicationQuery(client, { app: 'hr' })
    expect(options.queryKey).toEqual(uiKeys.serviceApplication('hr'))
    await new QueryClient().fetchQuery(options)
    expect(url(requests[0])).toBe('GET /api/v1/platform/applications/hr')
  })

  it('a legal document is keyed and asked for by its code', async () => {
    const { client, requests } = fakeClient(200, { documents: [] })
    const options = getDocumentViewQuery(client, { code: 'personal-data' })
    expect(options.queryKey).toEqual(['ui', 'documentView', 'personal-data'])
    await new QueryClient().fetchQuery(options)
    expect(url(requests[0])).toBe('GET /api/v1/platform/documents/view/personal-data')
  })

  it('a style image comes back as a file, keyed by style and asset', async () => {
    const { client, requests } = fakeClient(200, {})
    const options = getStyleAssetQuery(client, { styleCode: 'identity', asset: 'miniLogo' })
    expect(options.queryKey).toEqual([
      'ui',
      'styleAsset',
      { styleCode: 'identity', asset: 'miniLogo' },
    ])
    const file = await new QueryClient().fetchQuery(options)
    expect(file.blob).toBeInstanceOf(Blob)
    expect(url(requests[0])).toBe('GET /api/v1/platform/ui/style/identity/miniLogo')
  })
})
