import { describe, expect, it } from 'vitest'
import { fakeClient, invalidatedBy } from '../testing/harness'
import {
  acceptInvitationMutation,
  refuseInvitationMutation,
  sendInvitationCodeMutation,
  verifyInvitationCodeMutation,
} from './invitation.mutations'
import { invitationKeys } from './keys'

const sent = (request: Request | undefined) => {
  const url = new URL(request?.url ?? 'http://invalid')
  return `${request?.method} ${url.pathname}`
}

const hash = '4c7d1e2f-8a9b-4c0d-9e1f-2a3b4c5d6e7f'

describe('invitation mutations', () => {
  it('refusing calls the link and invalidates its status', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(refuseInvitationMutation(client), {
      params: { path: { id: hash } },
    })
    expect(keys).toEqual([invitationKeys.linkStatus(hash)])
    expect(sent(requests[0])).toBe(`DELETE /api/v1/platform/invitation/${hash}`)
  })

  it('sending a code invalidates nothing', async () => {
    const { client, requests } = fakeClient(200, { endTime: '2026-11-21T09:33:00Z' })
    const keys = await invalidatedBy(sendInvitationCodeMutation(client), {
      body: { mobile: '+79161234567', hash },
    })
    expect(keys).toEqual([])
    expect(sent(requests[0])).toBe('POST /api/v1/platform/invitation/code')
  })

  it('verifying a code invalidates nothing', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(verifyInvitationCodeMutation(client), {
      body: { mobile: '+79161234567', hash, code: '4821' },
    })
    expect(keys).toEqual([])
    expect(sent(requests[0])).toBe('PUT /api/v1/platform/invitation/verify')
  })

  it('accepting invalidates every query', async () => {
    const { client, requests } = fakeClient(200, { signedIn: true })
    const keys = await invalidatedBy(acceptInvitationMutation(client), {
      body: {
        first_name: 'Анна',
        last_name: 'Смирнова',
        password: 'Sandbox-2026!',
        repeatPassword: 'Sandbox-2026!',
        mobile: '+79161234567',
        code: '4821',
        hash,
      },
    })
    expect(keys).toEqual([[]])
    expect(sent(requests[0])).toBe('POST /api/v1/platform/invitation/accept')
  })
})
