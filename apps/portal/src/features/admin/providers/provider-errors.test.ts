import { PlatformError } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { connectionFailureOf, startRefusalOf } from './provider-errors'

describe('connection check', () => {
  it('tells a provider that does not answer from one that refuses the account', () => {
    const unreachable = new PlatformError({
      kind: 'validation',
      status: 400,
      body: { providerError: 'connectionError' },
    })
    expect(connectionFailureOf(unreachable)).toEqual({ kind: 'connectionError' })
    const refused = new PlatformError({
      kind: 'validation',
      status: 400,
      body: { providerError: 'accessError', requiredRights: ['view-users', 'view-realm'] },
    })
    expect(connectionFailureOf(refused)).toEqual({
      kind: 'accessError',
      requiredRights: ['view-users', 'view-realm'],
    })
  })

  it('leaves invalid fields and other failures to the form and the snackbar', () => {
    const fields = new PlatformError({
      kind: 'validation',
      status: 400,
      body: { errorList: { url: ['errorUrl'] } },
    })
    expect(connectionFailureOf(fields)).toBeNull()
    expect(connectionFailureOf(new PlatformError({ kind: 'server', status: 500 }))).toBeNull()
    expect(connectionFailureOf(new Error('offline'))).toBeNull()
  })
})

describe('refused start', () => {
  it('answers the reason the platform gave', () => {
    for (const reason of ['syncInProgress', 'mappersNotConfigured', 'providerDisabled'] as const) {
      const refused = new PlatformError({ kind: 'conflict', status: 409, body: { error: reason } })
      expect(startRefusalOf(refused)).toBe(reason)
    }
    expect(startRefusalOf(new PlatformError({ kind: 'notFound', status: 404 }))).toBeNull()
    expect(startRefusalOf(new PlatformError({ kind: 'conflict', status: 409 }))).toBeNull()
  })
})
