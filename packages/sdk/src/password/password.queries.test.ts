import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import { getEntryPasswordLinkStatusQuery, getPasswordLinkStatusQuery } from './password.queries'

const id = '4c7d1e2f-8a9b-4c0d-9e1f-2a3b4c5d6e7f'

const sent = (request: Request | undefined) => {
  const url = new URL(request?.url ?? 'http://invalid')
  return `${request?.method} ${url.pathname}`
}

describe('password link statuses', () => {
  it('the new-password status is keyed and asked for by the link id', async () => {
    const { client, requests } = fakeClient(200, { status: 'active' })
    const options = getPasswordLinkStatusQuery(client, { id })
    expect(options.queryKey).toEqual(['password', 'linkStatus', id])
    await new QueryClient().fetchQuery(options)
    expect(sent(requests[0])).toBe(`GET /api/v1/platform/password/link/status/${id}`)
  })

  it('the first-entry status is keyed apart from the new-password one', async () => {
    const { client, requests } = fakeClient(200, { status: 'active' })
    const options = getEntryPasswordLinkStatusQuery(client, { id })
    expect(options.queryKey).toEqual(['password', 'entryLinkStatus', id])
    await new QueryClient().fetchQuery(options)
    expect(sent(requests[0])).toBe(`GET /api/v1/platform/password/entry/link/status/${id}`)
  })

  it('the new-password status is checked once: a link error is the answer', async () => {
    const { client, requests } = fakeClient(400, { linkStatus: 'used' })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3 } } })
    const options = getPasswordLinkStatusQuery(client, { id })
    expect(options.staleTime).toBe('static')
    await expect(queryClient.fetchQuery(options)).rejects.toMatchObject({ kind: 'validation' })
    expect(requests).toHaveLength(1)
  })

  it('the first-entry status is checked once too', async () => {
    const { client, requests } = fakeClient(403, { canceledError: true, linkStatus: 'canceled' })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3 } } })
    const options = getEntryPasswordLinkStatusQuery(client, { id })
    expect(options.staleTime).toBe('static')
    await expect(queryClient.fetchQuery(options)).rejects.toMatchObject({ kind: 'forbidden' })
    expect(requests).toHaveLength(1)
  })
})
