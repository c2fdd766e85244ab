import { describe, expect, it } from 'vitest'
import { PlatformError } from './errors'
import { shouldRetry, unwrap } from './query'

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
