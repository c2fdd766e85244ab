import { describe, expect, it } from 'vitest'
import { fakeClient, invalidatedBy } from '../testing/harness'
import {
  completeRegistrationMutation,
  requestRegistrationLinkMutation,
  sendRegistrationCodeMutation,
  verifyRegistrationCodeMutation,
} from './registration.mutations'

const sent = (request: Request | undefined) => {
  const url = new URL(request?.url ?? 'http://invalid')
  return `${request?.method} ${url.pathname}`
}

const secret = '9b2e4f7a-1c3d-4e5f-8a6b-7c8d9e0f1a2b'

describe('registration mutations', () => {
  it('requesting a link invalidates nothing', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(requestRegistrationLinkMutation(client), {
      body: { fio: 'Смирнова Анна Викторовна', email: 'a.smirnova@example.ru' },
    })
    expect(keys).toEqual([])
    expect(sent(requests[0])).toBe('POST /api/v1/platform/registration/link')
  })

  it('sending a code invalidates nothing', async () => {
    const { client, requests } = fakeClient(200, { endTime: '2026-11-21T09:33:00Z' })
    const keys = await invalidatedBy(sendRegistrationCodeMutation(client), {
      body: { mobile: '+79161234567', secret },
    })
    expect(keys).toEqual([])
    expect(sent(requests[0])).toBe('POST /api/v1/platform/registration/code')
  })

  it('verifying a code invalidates nothing', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(verifyRegistrationCodeMutation(client), {
      body: { mobile: '+79161234567', secret, code: '4821' },
    })
    expect(keys).toEqual([])
    expect(sent(requests[0])).toBe('PUT /api/v1/platform/registration/verify')
  })

  it('completing registration invalidates every query', async () => {
    const { client, requests } = fakeClient(200, { signedIn: true })
    const keys = await invalidatedBy(completeRegistrationMutation(client), {
      body: {
        password: 'Sandbox-2026!',
        repeatPassword: 'Sandbox-2026!',
        mobile: '+79161234567',
        code: '4821',
        secret,
      },
    })
    expect(keys).toEqual([[]])
    expect(sent(requests[0])).toBe('POST /api/v1/platform/registration/complete')
  })
})
