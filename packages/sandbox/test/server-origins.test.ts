import { afterEach, describe, expect, it } from 'vitest'
import { type RunningSandbox, startSandboxServer } from '../src/node'
import { isLoopbackOrigin, originPolicy } from '../src/node/cors'

describe('which origins may call the standalone sandbox', () => {
  it('allows pages of this machine on any port, and nothing else by default', () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:3000', 'https://[::1]:8443']) {
      expect(isLoopbackOrigin(origin)).toBe(true)
    }
    for (const origin of [
      'http://localhost.evil.example',
      'http://127.0.0.1.evil.example',
      'file://localhost',
      'null',
      'not a url',
    ]) {
      expect(isLoopbackOrigin(origin)).toBe(false)
    }
  })

  it('adds the exact origins it is told, never a wildcard', () => {
    const policy = originPolicy(['https://dev.example.ru/', ' https://qa.example.ru ', '*', 'junk'])
    expect(policy('https://dev.example.ru')).toBe(true)
    expect(policy('https://qa.example.ru')).toBe(true)
    expect(policy('https://dev.example.ru:8443')).toBe(false)
    expect(policy('https://evil.example')).toBe(false)
  })
})

describe('the standalone server for other origins', () => {
  let running: RunningSandbox | undefined
  afterEach(async () => {
    await running?.close()
    running = undefined
  })

  it('answers a preflight from an allowed origin with credentials', async () => {
    running = await startSandboxServer({ port: 0, allowedOrigins: ['https://app.example.ru'] })
    const answer = await fetch(`${running.url}/api/v1/platform/auth/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example.ru',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, accept-language',
      },
    })
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe('https://app.example.ru')
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true')
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST')
    expect(answer.headers.get('access-control-allow-headers')).toBe('content-type, accept-language')
  })

  it('refuses a preflight from an origin it was not told, and gives its answers no CORS headers', async () => {
    running = await startSandboxServer({ port: 0 })
    const preflight = await fetch(`${running.url}/api/v1/platform/auth/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const answer = await fetch(`${running.url}/api/v1/platform/ui/project/info`, {
      headers: { Origin: 'https://evil.example' },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('lets a page of this machine read answers', async () => {
    running = await startSandboxServer({ port: 0 })
    const answer = await fetch(`${running.url}/api/v1/platform/ui/project/info`, {
      headers: { Origin: 'http://localhost:5173' },
    })
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(answer.headers.get('vary')).toContain('Origin')
  })

  it('says what it is at its root, with no script', async () => {
    running = await startSandboxServer({ port: 0 })
    const answer = await fetch(`${running.url}/`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/html')
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'")
    const page = await answer.text()
    for (const path of ['/api/v1', '/__sandbox/outbox', '/__sandbox/faults', '/__sandbox/clock']) {
      expect(page).toContain(`href="${path}"`)
    }
  })
})
