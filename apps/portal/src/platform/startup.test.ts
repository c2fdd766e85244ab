import { createSandbox, demoPassword } from '@platform/sandbox'
import { createPlatformClient, login } from '@platform/sdk'
import { getServicesMenuQuery, getUserSettingsQuery } from '@platform/sdk/query'
import { createPlatformQueryClient } from '@platform/sdk/react'
import { describe, expect, it } from 'vitest'
import { loadStartup } from './startup'

/**
 * The startup on the sandbox, with every answer held back until `release()`: what was asked
 * before any answer came is what a browser asks in one round trip.
 */
function heldStartup() {
  const sandbox = createSandbox({ now: () => new Date('2026-11-21T09:00:00Z') })
  const asked: string[] = []
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let holding = false
  const client = createPlatformClient({
    baseUrl: 'http://sandbox.test/api/v1',
    fetch: async (input: Request) => {
      if (!holding) return sandbox.fetch(input)
      asked.push(new URL(input.url).pathname.replace('/api/v1/platform', ''))
      const answer = sandbox.fetch(input)
      await released
      return answer
    },
  })
  const signIn = () =>
    login(client, {
      params: { path: { idAttribute: 'login' } },
      body: { flow: 'credentials', login: 'user', password: demoPassword },
    })
  const start = (sessionExpected: boolean) => {
    holding = true
    return loadStartup(client, createPlatformQueryClient(), { sessionExpected })
  }
  return { client, signIn, start, asked, release }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

const signedInCalls = ['/ui/services/menu', '/users/settings', '/ui/configure/platform']

describe('loadStartup', () => {
  it('on a page that needs a session, asks everything in one round trip', async () => {
    const held = heldStartup()
    await held.signIn()
    const startup = held.start(true)
    await settle()
    expect(held.asked).toHaveLength(8)
    expect(held.asked).toEqual(expect.arrayContaining(signedInCalls))
    held.release()
    const { profile, services, userSettings, configure, unavailable } = await startup
    expect(profile?.mainInfo.login).toBe('user')
    expect(services.length).toBeGreaterThan(0)
    expect(userSettings).not.toBeNull()
    expect(configure).not.toBeNull()
    expect(unavailable).toEqual([])
  })

  it('on a public page, asks for the person’s own data only once a session is known', async () => {
    const held = heldStartup()
    const startup = held.start(false)
    await settle()
    expect(held.asked).toHaveLength(5)
    for (const call of signedInCalls) expect(held.asked).not.toContain(call)
    held.release()
    expect((await startup).profile).toBeNull()
  })

  it('with no session after all, drops the early answers: a signed-out start, no failure', async () => {
    const held = heldStartup()
    const queryClient = createPlatformQueryClient()
    const startup = loadStartup(held.client, queryClient, { sessionExpected: true })
    held.release()
    const { profile, services, userSettings, configure, unavailable } = await startup
    expect(profile).toBeNull()
    expect({ services, userSettings, configure, unavailable }).toEqual({
      services: [],
      userSettings: null,
      configure: null,
      unavailable: [],
    })
    for (const { queryKey } of [
      getServicesMenuQuery(held.client),
      getUserSettingsQuery(held.client),
    ]) {
      expect(queryClient.getQueryState(queryKey)).toBeUndefined()
    }
  })
})
