import { describe, expect, it } from 'vitest'
import { createPlatformClient } from './client'
import { getProfile } from './generated/operations'

/** A client whose fetch answers with the given Response (or rejects with the given error). */
function clientAnswering(answer: Response | Error) {
  return createPlatformClient({
    baseUrl: 'http://platform.test/api/v1',
    fetch: async () => {
      if (answer instanceof Error) throw answer
      return answer
    },
  })
}

const json = (status: number, body: unknown) => Response.json(body, { status })

describe('PlatformError kinds, from real responses', () => {
  it.each([
    [400, { errorList: { email: ['errorEmail'] } }, 'validation'],
    [422, { message: 'Request body must have required property' }, 'validation'],
    [401, { message: 'Session is missing' }, 'unauthenticated'],
    [403, { termsRequired: [] }, 'forbidden'],
    [404, { message: 'Not found' }, 'notFound'],
    [405, { message: 'Directory account' }, 'directoryAccount'],
    [409, { errorList: { contractorId: ['alreadyExist'] } }, 'conflict'],
    [500, { message: 'boom' }, 'server'],
    [503, undefined, 'server'],
    [418, { message: 'teapot' }, 'unexpected'],
  ] as const)('%i → %s', async (status, body, kind) => {
    const response = body === undefined ? new Response(null, { status }) : json(status, body)
    const result = await getProfile(clientAnswering(response))
    expect(result.ok).toBe(false)
    expect(result.error).toMatchObject({ kind, status, operation: 'GET /platform/user/profile' })
  })

  it.each([
    ['seconds', '42', 42],
    ['an HTTP date', 'Thu, 26 Nov 2026 09:02:00 GMT', 120],
    ['a past date', 'Thu, 26 Nov 2026 08:00:00 GMT', 0],
    ['nothing', null, undefined],
    ['nonsense', 'soon', undefined],
  ] as const)(
    '429 is rateLimited, with the wait of a Retry-After of %s',
    async (_, header, wait) => {
      const now = Date.parse('2026-11-26T09:00:00Z')
      const headers: Record<string, string> = header === null ? {} : { 'Retry-After': header }
      const response = Response.json({ message: 'Too many requests' }, { status: 429, headers })
      const realNow = Date.now
      Date.now = () => now
      try {
        const { error } = await getProfile(clientAnswering(response))
        expect(error).toMatchObject({ kind: 'rateLimited', status: 429, retryAfter: wait })
      } finally {
        Date.now = realNow
      }
    },
  )

  it('keeps the contract body and its flags', async () => {
    const body = { expired: true, linkStatus: 'expired', errorList: { code: ['errorCodeExpired'] } }
    const { error } = await getProfile(clientAnswering(json(403, body)))
    expect(error?.body).toEqual(body)
    expect(error?.errorList).toEqual({ code: ['errorCodeExpired'] })
  })

  it('is network when there is no answer at all', async () => {
    const { error } = await getProfile(clientAnswering(new TypeError('Failed to fetch')))
    expect(error).toMatchObject({ kind: 'network', status: undefined, method: 'GET' })
    expect(error?.cause).toBeInstanceOf(TypeError)
  })

  it('is unexpected for an error page that is not the contract (a proxy’s HTML)', async () => {
    const html = new Response('<html><body>Bad gateway</body></html>', {
      status: 400,
      headers: { 'Content-Type': 'text/html' },
    })
    const { error } = await getProfile(clientAnswering(html))
    expect(error).toMatchObject({ kind: 'unexpected', status: 400, body: undefined })
  })

  it('is unexpected for an error body whose known members have the wrong types', async () => {
    const { error } = await getProfile(clientAnswering(json(400, { errorList: 'wrong' })))
    expect(error?.kind).toBe('unexpected')
    const flags = await getProfile(clientAnswering(json(403, { expired: 'yes' })))
    expect(flags.error?.kind).toBe('unexpected')
  })

  it('tolerates members a newer platform adds', async () => {
    const { error } = await getProfile(clientAnswering(json(400, { traceId: 'x', errorList: {} })))
    expect(error?.kind).toBe('validation')
  })

  it('is unexpected, not a crash, for a success answer that is not JSON', async () => {
    const broken = new Response('{"mainInfo":', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
    const result = await getProfile(clientAnswering(broken))
    expect(result.ok).toBe(false)
    expect(result.error?.kind).toBe('unexpected')
  })
})
