import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fakeClient } from '../testing/harness'
import { getAuthConfigQuery } from './auth.queries'

describe('auth queries', () => {
  it('the flows are keyed and asked for by the identifier kind and value', async () => {
    const { client, requests } = fakeClient(200, { flows: ['sms_code'], resendIn: null })
    const options = getAuthConfigQuery(
      client,
      { idAttribute: 'mobile' },
      { mobile: '+79161234567' },
    )
    expect(options.queryKey).toEqual(['auth', 'config', 'mobile', { mobile: '+79161234567' }])
    await new QueryClient().fetchQuery(options)
    const url = new URL(requests[0]?.url ?? 'http://invalid')
    expect(`${requests[0]?.method} ${url.pathname}`).toBe('GET /api/v1/platform/auth/config/mobile')
    expect(url.searchParams.get('mobile')).toBe('+79161234567')
  })
})
