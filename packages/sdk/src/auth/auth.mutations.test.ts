import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { loginMutation, logoutMutation, sendLoginCodeMutation } from './auth.mutations'
import { getAuthConfigQuery } from './auth.queries'

const sent = (request: Request | undefined) => {
  const url = new URL(request?.url ?? 'http://invalid')
  return `${request?.method} ${url.pathname}${url.search}`
}

describe('auth mutations', () => {
  it('signing in invalidates every query', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(loginMutation(client), {
      params: { path: { idAttribute: 'login' } },
      body: { flow: 'credentials', login: 'ivanov', password: 'Sandbox-2026!', rememberMe: true },
    })
    expect(keys).toEqual([[]])
    expect(sent(requests[0])).toBe('POST /api/v1/platform/auth/login/login')
  })

  it('sending a code invalidates the flows of that identifier only', async () => {
    const { client, requests } = fakeClient(200, { resendIn: 60 })
    const keys = await invalidatedBy(sendLoginCodeMutation(client), {
      params: { path: { idAttribute: 'email' } },
      body: { flow: 'email_code', email: 'ivanov@example.ru' },
    })
    expect(keys).toEqual([['auth', 'config', 'email', { email: 'ivanov@example.ru' }]])
    expect(sent(requests[0])).toBe('POST /api/v1/platform/auth/code/email')
  })

  it('the invalidated key matches the flows query of the identifier, not of another one', async () => {
    const { client } = fakeClient(200, { resendIn: 60 })
    const queryClient = new QueryClient()
    const entered = getAuthConfigQuery(client, { idAttribute: 'email' }, { email: 'a@example.ru' })
    const other = getAuthConfigQuery(client, { idAttribute: 'email' }, { email: 'b@example.ru' })
    queryClient.setQueryData(entered.queryKey, { flows: ['email_code'], resendIn: null })
    queryClient.setQueryData(other.queryKey, { flows: ['email_code'], resendIn: null })
    const [key] = await invalidatedBy(sendLoginCodeMutation(client), {
      params: { path: { idAttribute: 'email' } },
      body: { flow: 'email_code', email: 'a@example.ru' },
    })
    await queryClient.invalidateQueries({ queryKey: key ?? [], refetchType: 'none' })
    expect(queryClient.getQueryState(entered.queryKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(other.queryKey)?.isInvalidated).toBe(false)
  })

  it('signing out invalidates nothing', async () => {
    const { client, requests } = fakeClient(204)
    const keys = await invalidatedBy(logoutMutation(client), {})
    expect(keys).toEqual([])
    expect(sent(requests[0])).toBe('POST /api/v1/platform/auth/logout')
  })
})
