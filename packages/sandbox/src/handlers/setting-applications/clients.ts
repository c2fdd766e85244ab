import { isIsoDate, validateClientCredential } from '@platform/forms'
import type { FieldErrors, Session } from '@platform/sdk'
import type { Handlers } from '../../contract'
import { clientSecret } from '../../seed/applications'
import type { SandboxState } from '../../state'
import type { RoleMethod } from '../../state/applications'
import { done, forbidden, invalid, lookup, matches, notFound, ok, page } from '../reply'
import { isAdmin, recordChange } from '../setting-kit'

interface SessionFilter {
  applicationId: string
  search?: string
  startDate?: string
  dateFrom?: string
  dateTo?: string
}

/** A malformed date or a period that ends before it starts (400). */
function filterErrors(filter: SessionFilter): FieldErrors {
  const errors: FieldErrors = {}
  for (const key of ['startDate', 'dateFrom', 'dateTo'] as const) {
    const value = filter[key]
    if (value !== undefined && !isIsoDate(value)) errors[key] = ['errorDate']
  }
  if (
    !errors.dateFrom &&
    !errors.dateTo &&
    filter.dateFrom &&
    filter.dateTo &&
    filter.dateTo < filter.dateFrom
  ) {
    errors.dateTo = ['errorDateOrder']
  }
  return errors
}

/** The sessions of an application's clients that match the table's filters. */
function filtered(state: SandboxState, filter: SessionFilter): Session[] | undefined {
  const application = state.applications.items.find((each) => each.id === filter.applicationId)
  if (!application) return undefined
  const clients = new Set(application.clients.map((client) => client.clientId))
  return state.applications.sessions.filter((session) => {
    const day = session.start.slice(0, 10)
    return (
      clients.has(session.clientId ?? '') &&
      matches(
        filter.search,
        session.user?.fio,
        session.user?.login,
        session.clientId,
        ...session.devices.map((device) => device.name),
      ) &&
      (!filter.startDate || day === filter.startDate) &&
      (!filter.dateFrom || day >= filter.dateFrom) &&
      (!filter.dateTo || day <= filter.dateTo)
    )
  })
}

function methodOption(method: RoleMethod, locale: 'ru' | 'en') {
  return {
    id: method.id,
    code: method.code,
    title: locale === 'en' ? method.titleEn : method.title,
  }
}

function ownerOf(state: SandboxState, clientId: string) {
  return state.applications.items.find((application) =>
    application.clients.some((client) => client.clientId === clientId),
  )
}

export const clientHandlers = {
  getClientSecret: ({ state, session, params }) => {
    if (!isAdmin({ session })) return forbidden()
    const secret = state.applications.secrets[params.clientId]
    if (!ownerOf(state, params.clientId) || !secret) return notFound('Client not found')
    return ok({ secret })
  },

  regenerateClientSecret: (context) => {
    const { state, params } = context
    if (!isAdmin(context)) return forbidden()
    const application = ownerOf(state, params.clientId)
    if (!application) return notFound('Client not found')
    if (application.actionsAccess !== 0) {
      return forbidden({
        accessError: true,
        message: `Clients of this application are read-only (actionsAccess ${application.actionsAccess})`,
      })
    }
    const secret = clientSecret(state.random)
    state.applications.secrets[params.clientId] = secret
    recordChange(context, {
      type: 'update',
      entity: 'applications',
      subtype: 'clients',
      entityId: application.id,
      entityTitle: application.name,
      changes: [{ param: 'clientSecret', before: '********', after: '********' }],
    })
    return ok({ secret })
  },

  listApplicationSessions: ({ state, session, query }) => {
    if (!isAdmin({ session })) return forbidden()
    const errors = filterErrors(query)
    if (Object.keys(errors).length) return invalid(errors)
    const rows = filtered(state, query)
    if (!rows) return notFound('Application not found')
    const { items, meta } = page(rows, query, { sortBy: 'start', sort: 'desc' })
    return ok({ sessions: items, meta })
  },

  deleteApplicationSessions: (context) => {
    const { state, query } = context
    if (!isAdmin(context)) return forbidden()
    const errors = filterErrors(query)
    if (Object.keys(errors).length) return invalid(errors)
    const rows = filtered(state, query)
    if (!rows) return notFound('Application not found')
    const ended = new Set(rows.map((row) => row.id))
    state.applications.sessions = state.applications.sessions.filter((row) => !ended.has(row.id))
    const application = state.applications.items.find((each) => each.id === query.applicationId)
    recordChange(context, {
      type: 'delete',
      entity: 'applications',
      subtype: 'sessions',
      entityId: query.applicationId,
      entityTitle: application?.name ?? null,
      changes: [{ param: 'sessions', before: String(ended.size), after: '0' }],
    })
    return done()
  },

  deleteApplicationSession: (context) => {
    const { state, params, query } = context
    if (!isAdmin(context)) return forbidden()
    const mask = validateClientCredential(query.clientId)
    if (mask) return invalid({ clientId: [mask] })
    const found = state.applications.sessions.find(
      (row) => row.id === params.sessionId && row.clientId === query.clientId,
    )
    if (!found) return notFound('Session not found')
    state.applications.sessions = state.applications.sessions.filter((row) => row !== found)
    const application = ownerOf(state, query.clientId)
    recordChange(context, {
      type: 'delete',
      entity: 'applications',
      subtype: 'sessions',
      entityId: application?.id ?? null,
      entityTitle: application?.name ?? null,
      changes: [
        { param: 'session', before: `${found.user?.fio ?? ''} (${query.clientId})`, after: null },
      ],
    })
    return done()
  },

  searchRoleMethods: ({ state, session, query, locale }) => {
    if (!isAdmin({ session })) return forbidden()
    const methods = state.applications.methods
      .filter((method) => method.accessType === query.accessType)
      .sort((a, b) => a.code.localeCompare(b.code))
    const found = lookup(methods, query, (method) => [method.code, method.title, method.titleEn])
    return ok({ methods: found.map((method) => methodOption(method, locale)) })
  },

  filterMethods: ({ state, session, locale }) => {
    if (!isAdmin({ session })) return forbidden()
    const declared = new Set(
      state.applications.items.flatMap((application) => [
        ...application.methods,
        ...application.clients.flatMap((client) => client.methods),
      ]),
    )
    const methods = state.applications.methods
      .filter((method) => declared.has(method.id))
      .sort((a, b) => a.code.localeCompare(b.code))
    return ok({ methods: methods.map((method) => methodOption(method, locale)) })
  },
} satisfies Partial<Handlers>
