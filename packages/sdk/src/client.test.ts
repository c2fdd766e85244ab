import { describe, expect, it, vi } from 'vitest'
import { createPlatformClient, filenameFrom } from './client'
import {
  downloadMonitoringXlsx,
  getDomain,
  getProfile,
  listSessions,
  uploadAvatar,
} from './generated/operations'

function recording(answer: () => Response = () => Response.json({})) {
  const requests: Request[] = []
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input)
    return answer()
  })
  return { requests, fetch }
}

describe('createPlatformClient', () => {
  it('calls /api/v1 by default, with cookies and the locale', async () => {
    const { requests, fetch } = recording()
    let locale = 'ru'
    vi.stubGlobal('location', new URL('http://portal.test/platform/login'))
    const client = createPlatformClient({ fetch, locale: () => locale })
    vi.unstubAllGlobals()
    await getProfile(client)
    locale = 'en'
    await getProfile(client)
    expect(requests.map((request) => request.headers.get('Accept-Language'))).toEqual(['ru', 'en'])
    expect(requests[0]?.credentials).toBe('include')
    expect(requests[0]?.url).toBe('http://portal.test/api/v1/platform/user/profile')
  })

  it('fills path parameters and serialises query parameters', async () => {
    const { requests, fetch } = recording()
    const client = createPlatformClient({ baseUrl: 'http://platform.test/api/v1', fetch })
    await getDomain(client, { params: { path: { id: 'd-1' } } })
    await listSessions(client, { params: { query: { page: 2, limit: 50, sort: 'desc' } } })
    expect(requests[0]?.url).toBe('http://platform.test/api/v1/platform/setting/domains/d-1')
    expect(requests[1]?.url).toBe(
      'http://platform.test/api/v1/platform/user/sessions?page=2&limit=50&sort=desc',
    )
  })

  it('tells the app about a 401, once per answer', async () => {
    const onUnauthenticated = vi.fn()
    const { fetch } = recording(() => Response.json({}, { status: 401 }))
    const client = createPlatformClient({
      baseUrl: 'http://platform.test',
      fetch,
      onUnauthenticated,
    })
    await getProfile(client)
    expect(onUnauthenticated).toHaveBeenCalledOnce()
    expect(onUnauthenticated.mock.calls[0]?.[0]).toMatchObject({ kind: 'unauthenticated' })
  })

  it('downloads a file with the name the platform gives it', async () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    const { fetch } = recording(
      () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          headers: {
            'Content-Type': xlsx,
            'Content-Disposition': 'attachment; filename="monitoring.xlsx"',
          },
        }),
    )
    const client = createPlatformClient({ baseUrl: 'http://platform.test', fetch })
    const result = await downloadMonitoringXlsx(client)
    expect(result.ok && result.data.filename).toBe('monitoring.xlsx')
    expect(result.ok && result.data.blob.size).toBe(4)
  })

  it('uploads the avatar as multipart form data', async () => {
    const { requests, fetch } = recording(() => Response.json({ fileId: 'f-1' }))
    const client = createPlatformClient({ baseUrl: 'http://platform.test', fetch })
    const file = new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' })
    const result = await uploadAvatar(client, { body: { file } })
    expect(result.ok && result.data).toEqual({ fileId: 'f-1' })
    const form = await requests[0]?.formData()
    const file_ = form?.get('file')
    expect(file_ instanceof File && file_.name).toBe('me.svg')
    expect(requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
  })
})

describe('filenameFrom', () => {
  it.each([
    ['attachment; filename="monitoring.xlsx"', 'monitoring.xlsx'],
    ['attachment; filename=request-1.json', 'request-1.json'],
    ["attachment; filename*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82.xlsx", 'отчёт.xlsx'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="plain.txt"', 'plain.txt'],
    [null, undefined],
  ])('%s → %s', (header, name) => {
    expect(filenameFrom(header)).toBe(name)
  })
})
