import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import { getInvitationLinkStatusQuery } from './invitation.queries'

const id = '4c7d1e2f-8a9b-4c0d-9e1f-2a3b4c5d6e7f'

describe('invitation link status', () => {
  it('is keyed and asked for by the invitation hash', async () => {
    const { client, requests } = fakeClient(200, { status: 'active' })
    const options = getInvitationLinkStatusQuery(client, { id })
    expect(options.queryKey).toEqual(['invitation', 'linkStatus', id])
    await new QueryClient().fetchQuery(options)
    const url = new URL(requests[0]?.url ?? 'http://invalid')
    expect(`${requests[0]?.method} ${url.pathname}`).toBe(`GET /api/v1/platform/invitation/${id}`)
  })

  it('is checked once: a link error is the answer, not a reason to retry', async () => {
    const { client, requests } = fakeClient(409, { linkStatus: 'sessionConflict' })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 3 } } })
    const options = getInvitationLinkStatusQuery(client, { id })
    expect(options.staleTime).toBe('static')
    await expect(queryClient.fetchQuery(options)).rejects.toMatchObject({ kind: 'conflict' })
    expect(requests).toHaveLength(1)
  })
})
