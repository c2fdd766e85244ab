// The person's sessions and devices.
import type { Session } from '@platform/sdk'
import type { Handlers } from '../../contract'
import { clearedSessionCookie } from '../../http/cookies'
import type { SandboxState } from '../../state'
import { done, notFound, ok, page } from '../reply'

function sessionsOf(state: SandboxState, accountId: string, now: Date) {
  return state.core.sessions.filter(
    (session) => session.accountId === accountId && Date.parse(session.expiry) > now.getTime(),
  )
}

export const sessionHandlers = {
  listSessions: ({ state, session, query, now }) => {
    const rows: Session[] = sessionsOf(state, session.account.id, now).map((record) => ({
      id: record.id,
      start: record.start,
      expiry: record.expiry,
      lastAccess: record.lastAccess,
      updatedAt: record.updatedAt,
      devices: record.devices.map((device) => ({ ...device })),
      authSystem: record.authSystem,
      current: record.id === session.session.id,
    }))
    const { items, meta } = page(rows, query, { sortBy: 'start', sort: 'desc' })
    return ok({ sessions: items, meta })
  },

  deleteAllSessions: ({ state, session }) => {
    state.core.sessions = state.core.sessions.filter(
      (record) => record.accountId !== session.account.id || record.id === session.session.id,
    )
    return done()
  },

  deleteSession: ({ state, session, params, now }) => {
    const target = sessionsOf(state, session.account.id, now).find(
      (record) => record.id === params.sessionId,
    )
    if (!target) return notFound('No such session')
    state.core.sessions = state.core.sessions.filter((record) => record !== target)
    // Ending the session of this browser signs it out.
    if (target.id === session.session.id) {
      return { ...done(), headers: { 'Set-Cookie': clearedSessionCookie() } }
    }
    return done()
  },
} satisfies Partial<Handlers>
