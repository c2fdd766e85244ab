import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import { getRegistrationLinkStatusQuery } from './registration.queries'

const id = '9b2e4f7a-1c3d-4e5f-8a6b-7c8d9e0f1a2b'

describe('registration link status', () => {
  it('is keyed and asked for by the link id', async () => {
    const { client, requests } = fakeClient(200, { status: 'active' })
    const options = getRegistrationLinkStatusQuery(client, { id })
    expect(options.queryKey).toEqual(['registration', 'linkStatus', id])
    await new QueryClient().fetchQuery(options)
    const url = new URL(requests[0]?.url ?? 'http://invalid')
    expect(`${requests[0]?.method} ${url.pathname}`).toBe(
      `GET /api/v1/platform/registration/status/${id}`,
    )
  })

  it('is checked once: a link error is the answer, not a reason to retry', async () => {
    const { client, requests } = fakeClient(403, { expired: true, linkStatus: 'expired' })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3 } } })
    const options = getRegistrationLinkStatusQuery(client, { id })
    expect(options.staleTime).toBe('static')
    await expect(queryClient.fetchQuery(options)).rejects.toMatchObject({
      kind: 'forbidden',
      status: 403,
    })
    expect(requests).toHaveLength(1)
  })

  it('is not re-checked when signing up invalidates everything', async () => {
    const { client, requests } = fakeClient(200, { status: 'active' })
    const queryClient = new QueryClient()
    // A mounted screen: an observer keeps the query active, as the page does.
    const observer = new QueryObserver(queryClient, getRegistrationLinkStatusQuery(client, { id }))
    const unsubscribe = observer.subscribe(() => undefined)
    await observer.refetch()
    await queryClient.invalidateQueries()
    unsubscribe()
    expect(requests).toHaveLength(1)
  })
})
