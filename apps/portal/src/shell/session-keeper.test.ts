import { createSandbox, demoPassword } from '@platform/sandbox'
import { createPlatformClient, login } from '@platform/sdk'
import { createPlatformQueryClient } from '@platform/sdk/react'
import { describe, expect, it, vi } from 'vitest'
import { sessionKey } from '../platform/session'
import { loadStartup } from '../platform/startup'
import { afterUnauthenticated } from './session-keeper'

const person = { mainInfo: { id: 'u1', login: 'user' } }

describe('afterUnauthenticated', () => {
  it('forgets a signed-in person, or keeps them while a form holds unsaved changes', () => {
    expect(afterUnauthenticated({ person, holdsEdits: false })).toBe('forget')
    expect(afterUnauthenticated({ person, holdsEdits: true })).toBe('keep')
  })

  it('does nothing when nobody was signed in: there was no session to end', () => {
    expect(afterUnauthenticated({ person: null, holdsEdits: false })).toBe('nothing')
    expect(afterUnauthenticated({ person: undefined, holdsEdits: true })).toBe('nothing')
  })
})

/** The portal's startup on the sandbox, counting the 401s the client reports. */
function startupOnSandbox() {
  const sandbox = createSandbox({ now: () => new Date('2026-11-21T09:00:00Z') })
  const onUnauthenticated = vi.fn()
  const client = createPlatformClient({
    baseUrl: 'http://sandbox.test/api/v1',
    fetch: sandbox.fetch,
    onUnauthenticated,
  })
  const queryClient = createPlatformQueryClient()
  return { client, queryClient, onUnauthenticated }
}

describe('the first 401 of a visitor at startup', () => {
  it('is a signed-out start, not an ended session: no error, and the keeper does nothing', async () => {
    const { client, queryClient, onUnauthenticated } = startupOnSandbox()
    const startup = await loadStartup(client, queryClient)
    expect(startup.profile).toBeNull()
    expect(startup.unavailable).toEqual([])
    expect(onUnauthenticated).toHaveBeenCalledOnce()
    const state = { person: queryClient.getQueryData(sessionKey), holdsEdits: false }
    expect(afterUnauthenticated(state)).toBe('nothing')
  })

  it('while a 401 after signing in is an ended session', async () => {
    const { client, queryClient } = startupOnSandbox()
    await login(client, {
      params: { path: { idAttribute: 'login' } },
      body: { flow: 'credentials', login: 'user', password: demoPassword },
    })
    const startup = await loadStartup(client, queryClient)
    expect(startup.profile?.mainInfo.login).toBe('user')
    const state = { person: queryClient.getQueryData(sessionKey), holdsEdits: false }
    expect(afterUnauthenticated(state)).toBe('forget')
  })
})
