import { describe, expect, it } from 'vitest'
import type { PlatformClient } from '../client'
import { PlatformError } from '../errors'
import { deleteAllSessions } from '../generated/operations'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { platformMutation, shouldRetry, unwrap, withPolicy } from './core'

const error = (kind: PlatformError['kind'], method = 'GET', status?: number) =>
  new PlatformError({ kind, status, operation: `${method} /platform/user/profile` })

describe('shouldRetry', () => {
  it.each([
    ['GET', true],
    ['PUT', true],
    ['DELETE', true],
    ['POST', false],
    ['PATCH', false],
  ])('retries a %s that got no answer: %s', (method, retried) => {
    expect(shouldRetry(0, error('network', method))).toBe(retried)
  })

  it('never retries an answer, whatever its status', () => {
    for (const kind of ['validation', 'forbidden', 'notFound', 'conflict', 'server'] as const) {
      expect(shouldRetry(0, error(kind, 'GET', 400))).toBe(false)
    }
  })

  it('gives up after three attempts and ignores foreign errors', () => {
    expect(shouldRetry(2, error('network'))).toBe(true)
    expect(shouldRetry(3, error('network'))).toBe(false)
    expect(shouldRetry(0, new Error('other'))).toBe(false)
  })
})

describe('unwrap', () => {
  it('gives the data of a success and throws the PlatformError of a failure', async () => {
    const response = new Response(null)
    await expect(unwrap(Promise.resolve({ ok: true, data: 1, response }))).resolves.toBe(1)
    const failure = error('notFound')
    await expect(unwrap(Promise.resolve({ ok: false, error: failure }))).rejects.toBe(failure)
  })
})

describe('withPolicy', () => {
  it('sends the query the policy rewrites and keeps only the cache options', () => {
    const policy = { staleTime: 0, request: (query: { page?: number }) => ({ page: 1, ...query }) }
    expect(withPolicy(policy, {})).toEqual([{ page: 1 }, { staleTime: 0 }])
    expect(withPolicy(undefined, { page: 2 })).toEqual([{ page: 2 }, {}])
  })
})

describe('platformMutation', () => {
  const spec = (client: PlatformClient, order: string[]) => ({
    mutationKey: ['profile', 'deleteAllSessions'],
    mutationFn: () => unwrap(deleteAllSessions(client)),
    invalidates: () => {
      order.push('invalidated')
      return [['profile']]
    },
  })

  it('runs the caller’s onSuccess after the invalidation, and not on failure', async () => {
    const order: string[] = []
    const ok = fakeClient(204)
    await invalidatedBy(
      platformMutation(spec(ok.client, order), { onSuccess: () => order.push('caller') }),
      undefined,
    )
    expect(order).toEqual(['invalidated', 'caller'])
    const failing = fakeClient(500)
    await expect(
      invalidatedBy(
        platformMutation(spec(failing.client, order), { onSuccess: () => order.push('again') }),
        undefined,
      ),
    ).rejects.toMatchObject({ kind: 'server' })
    expect(order).toEqual(['invalidated', 'caller'])
  })

  it('hands a refusal to the caller’s onError as the PlatformError it is', async () => {
    const refused = fakeClient(409, { reason: 'syncInProgress' })
    const errors: PlatformError[] = []
    await expect(
      invalidatedBy(
        platformMutation(spec(refused.client, []), { onError: (failure) => errors.push(failure) }),
        undefined,
      ),
    ).rejects.toBeInstanceOf(PlatformError)
    expect(errors.map(({ kind, body }) => [kind, body?.reason])).toEqual([
      ['conflict', 'syncInProgress'],
    ])
  })
})
