// Sessions: finding the person by an identifier, starting a session with its cookie, and the
// device a session was started from.
import type { SessionDevice } from '@platform/sdk'
import { requestIp } from '../../http/client-ip'
import { sessionCookie } from '../../http/cookies'
import type { SandboxState } from '../../state'
import type { Account as CoreAccount, SessionRecord } from '../../state/core'
import { durationSeconds } from '../../state/settings'

export type IdAttribute = 'login' | 'email' | 'mobile'

/** The enabled account an identifier names (login and email case-insensitively). */
export function findByIdentifier(
  state: SandboxState,
  idAttribute: IdAttribute,
  value: string | undefined,
): CoreAccount | undefined {
  if (!value) return undefined
  const wanted = value.trim().toLowerCase()
  return state.core.accounts.find((account) => {
    if (!account.enabled) return false
    if (idAttribute === 'mobile') return account.mobile === value.trim()
    return (account[idAttribute] ?? '').toLowerCase() === wanted
  })
}

const browsers: [RegExp, string][] = [
  [/YaBrowser\/(\d+)/, 'Яндекс Браузер'],
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[.\d]* (Mobile\/\S+ )?Safari/, 'Safari'],
]

const systems: [RegExp, (match: RegExpExecArray) => string][] = [
  [/iPhone OS (\d+)|iPad; CPU OS (\d+)/, (match) => `iOS ${match[1] ?? match[2]}`],
  [/Android (\d+)/, (match) => `Android ${match[1]}`],
  [/Windows NT 10/, () => 'Windows 10'],
  [/Windows NT/, () => 'Windows'],
  [/Mac OS X/, () => 'macOS'],
  [/Linux/, () => 'Linux'],
]

/** A device as people read it ("Chrome 131, Windows 10"), from the User-Agent header. */
function parseDevice(userAgent: string | null, ip: string): SessionDevice {
  const agent = userAgent ?? ''
  let browser = 'Неизвестный браузер'
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(agent)
    if (match) {
      browser = `${name} ${match[1]}`
      break
    }
  }
  let system: string | null = null
  for (const [pattern, name] of systems) {
    const match = pattern.exec(agent)
    if (match) {
      system = name(match)
      break
    }
  }
  const mobile = /Mobile|Android|iPhone/.test(agent)
  const tablet = /iPad|Tablet/.test(agent)
  return {
    name: system ? `${browser}, ${system}` : browser,
    type: tablet ? 'tablet' : mobile ? 'mobile' : 'desktop',
    ip,
  }
}

/** Seconds a session lives (the refresh token lifespan of the settings). */
function sessionLifetime(state: SandboxState): number {
  return durationSeconds(state.settings, 'refreshTokenLifespan', 36_000)
}

/**
 * Starts a session for the account and answers the cookie. With "remember me" the cookie
 * outlives the browser (it gets a Max-Age); otherwise it ends with the browser.
 */
export function startSession(
  state: SandboxState,
  account: CoreAccount,
  request: Request,
  now: Date,
  rememberMe = false,
): { session: SessionRecord; cookie: string } {
  const lifetime = sessionLifetime(state)
  const session: SessionRecord = {
    id: state.random.uuid(),
    accountId: account.id,
    start: now.toISOString(),
    expiry: new Date(now.getTime() + lifetime * 1000).toISOString(),
    lastAccess: now.toISOString(),
    updatedAt: null,
    devices: [parseDevice(request.headers.get('User-Agent'), requestIp(request))],
    authSystem: 'platform',
    rememberMe,
  }
  state.core.sessions.push(session)
  return { session, cookie: sessionCookie(session.id, rememberMe ? lifetime : undefined) }
}
