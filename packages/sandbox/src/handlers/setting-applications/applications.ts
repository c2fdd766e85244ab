import { effectiveApplication, isOrderChanged, preselectedDomains } from '@platform/forms'
import type {
  Application,
  ApplicationClient,
  ApplicationInput,
  ApplicationListItem,
  FieldErrors,
} from '@platform/sdk'
import type { Handlers } from '../../contract'
import { clientSecret } from '../../seed/applications'
import type { SandboxState } from '../../state'
import { conflict, created, done, forbidden, invalid, matches, notFound, ok, page } from '../reply'
import { changesOf, isAdmin, recordChange } from '../setting-kit'
import { checkApplication } from './validate'

const historyKeys = [
  'enabled',
  'type',
  'code',
  'name',
  'nameEn',
  'url',
  'description',
  'domains',
  'parentId',
  'menuVisible',
  'profileVisible',
  'serviceAccount',
  'methods',
  'virtualSupport',
  'clients',
] as const

function listItem(application: Application): ApplicationListItem {
  const { id, enabled, type, code, name, nameEn, url, immutable, parentId, order } = application
  const { menuVisible, profileVisible, actionsAccess } = application
  return {
    id,
    enabled,
    type,
    code,
    name,
    nameEn,
    url,
    immutable,
    parentId,
    order,
    menuVisible,
    profileVisible,
    actionsAccess,
  }
}

/** The details answer: clients without their secrets. */
function details(application: Application): Application {
  return {
    ...application,
    clients: application.clients.map(({ clientId, enabled, methods }) => ({
      clientId,
      enabled,
      methods,
    })),
  }
}

/** The clients of the form; a new client without a secret gets one, an existing one keeps its own. */
function storeClients(state: SandboxState, clients: ApplicationClient[]): ApplicationClient[] {
  return clients.map(({ clientSecret: secret, ...client }) => {
    if (secret) state.applications.secrets[client.clientId] = secret
    else state.applications.secrets[client.clientId] ??= clientSecret(state.random)
    return { ...client, methods: [...client.methods] }
  })
}

/**
 * Builds the stored application from the form, as the portal's rules say it is kept
 * (`effectiveApplication`, `preselectedDomains`); the platform's own members come from `base`.
 */
function fromInput(
  state: SandboxState,
  input: ApplicationInput,
  base: Pick<Application, 'id' | 'order' | 'immutable' | 'actionsAccess'> & Partial<Application>,
): Application {
  const kept = effectiveApplication(
    { ...input, menuVisible: input.menuVisible ?? base.menuVisible },
    base.actionsAccess,
  )
  const baseDomain = state.domains.items.find((domain) => domain.base)
  return {
    id: base.id,
    enabled: input.enabled ?? base.enabled ?? true,
    type: input.type,
    code: kept.code ?? null,
    name: input.name.trim(),
    nameEn: input.nameEn ?? null,
    url: kept.url ?? null,
    description: input.description ?? null,
    immutable: base.immutable,
    publicSwaggerUrl: input.publicSwaggerUrl ?? null,
    privateSwaggerUrl: input.privateSwaggerUrl ?? null,
    helpUrl: input.helpUrl ?? null,
    compodocUrl: input.compodocUrl ?? null,
    techUrl: input.techUrl ?? null,
    version: input.version ?? null,
    ip: input.ip ?? null,
    domains: preselectedDomains(input.type, input.domains, baseDomain?.id),
    parentId: kept.parentId ?? null,
    order: base.order,
    menuVisible: kept.menuVisible ?? false,
    profileVisible: input.profileVisible ?? base.profileVisible ?? false,
    serviceAccount: input.serviceAccount ?? base.serviceAccount ?? false,
    methods: [...input.methods],
    virtualSupport: input.virtualSupport ?? base.virtualSupport ?? false,
    actionsAccess: base.actionsAccess,
    clients: storeClients(state, input.clients),
  }
}

const clientShape = (clients: ApplicationClient[]) =>
  JSON.stringify(
    clients
      .map((client) => [client.clientId, client.enabled, [...client.methods].sort()])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  )

/** Forgets clients that are gone: their secrets and their sessions. */
function dropClients(state: SandboxState, clientIds: string[]): void {
  for (const clientId of clientIds) delete state.applications.secrets[clientId]
  state.applications.sessions = state.applications.sessions.filter(
    (session) => !clientIds.includes(session.clientId ?? ''),
  )
}

function renumber(state: SandboxState): void {
  state.applications.items
    .sort((a, b) => a.order - b.order)
    .forEach((application, index) => {
      application.order = index
    })
}

export const applicationHandlers = {
  listApplications: ({ state, session, query }) => {
    if (!isAdmin({ session })) return forbidden()
    const rows = state.applications.items.filter(
      (application) =>
        matches(query.search, application.name, application.nameEn, application.code) &&
        (!query.type?.length || query.type.includes(application.type)) &&
        (query.enabled === undefined || application.enabled === query.enabled) &&
        (!query.parentId || application.parentId === query.parentId),
    )
    const { items, meta } = page(rows.map(listItem), query, { sortBy: 'order', sort: 'asc' })
    return ok({ applications: items, meta })
  },

  getApplication: ({ state, session, params }) => {
    if (!isAdmin({ session })) return forbidden()
    const application = state.applications.items.find((each) => each.id === params.id)
    return application ? ok(details(application)) : notFound('Application not found')
  },

  createApplication: (context) => {
    const { state, body } = context
    if (!isAdmin(context)) return forbidden()
    const check = checkApplication(state, body)
    if (Object.keys(check.invalid).length) return invalid(check.invalid)
    if (Object.keys(check.taken).length) return conflict({ errorList: check.taken })
    const order = Math.max(-1, ...state.applications.items.map((each) => each.order)) + 1
    const application = fromInput(state, body, {
      id: state.random.uuid(),
      order,
      immutable: false,
      actionsAccess: 0,
    })
    state.applications.items.push(application)
    recordChange(context, {
      type: 'create',
      entity: 'applications',
      entityId: application.id,
      entityTitle: application.name,
      changes: changesOf(null, application, historyKeys),
    })
    return created(application.id)
  },

  updateApplication: (context) => {
    const { state, body, params } = context
    if (!isAdmin(context)) return forbidden()
    const current = state.applications.items.find((each) => each.id === params.id)
    if (!current) return notFound('Application not found')
    // Internal applications are locked once created, and actionsAccess 2 makes the view read-only.
    if (current.type === 'internal' || current.actionsAccess === 2) {
      return forbidden({ accessError: true, message: 'Application is read-only' })
    }
    const clientsChanged =
      clientShape(current.clients) !== clientShape(body.clients) ||
      body.clients.some((client) => client.clientSecret !== undefined)
    if (current.actionsAccess === 1 && clientsChanged) {
      return forbidden({
        accessError: true,
        message: 'Clients of this application are read-only (actionsAccess 1)',
      })
    }
    const check = checkApplication(state, body, current)
    if (Object.keys(check.invalid).length) return invalid(check.invalid)
    if (Object.keys(check.taken).length) return conflict({ errorList: check.taken })
    const kept = new Set(body.clients.map((client) => client.clientId))
    dropClients(
      state,
      current.clients.map((client) => client.clientId).filter((clientId) => !kept.has(clientId)),
    )
    const before = structuredClone(current)
    Object.assign(current, fromInput(state, body, current))
    recordChange(context, {
      type: 'update',
      entity: 'applications',
      entityId: current.id,
      entityTitle: current.name,
      changes: changesOf(before, current, historyKeys),
    })
    return done()
  },

  deleteApplication: (context) => {
    const { state, params } = context
    if (!isAdmin(context)) return forbidden()
    const application = state.applications.items.find((each) => each.id === params.id)
    if (!application) return notFound('Application not found')
    if (application.immutable) {
      return forbidden({ accessError: true, message: 'Built-in applications cannot be deleted' })
    }
    // Virtual applications live inside their parent and go with it.
    const gone = state.applications.items.filter(
      (each) => each.id === application.id || (each.parentId === application.id && !each.immutable),
    )
    const goneIds = new Set(gone.map((each) => each.id))
    state.applications.items = state.applications.items.filter((each) => !goneIds.has(each.id))
    dropClients(
      state,
      gone.flatMap((each) => each.clients.map((client) => client.clientId)),
    )
    for (const account of state.core.accounts) {
      account.applications = account.applications.filter((id) => !goneIds.has(id))
    }
    renumber(state)
    recordChange(context, {
      type: 'delete',
      entity: 'applications',
      entityId: application.id,
      entityTitle: application.name,
    })
    return done()
  },

  reorderApplications: (context) => {
    const { state, body } = context
    if (!isAdmin(context)) return forbidden()
    const errors: FieldErrors = {}
    const orders = new Set<number>()
    body.forEach((row, index) => {
      if (!state.applications.items.some((each) => each.id === row.id)) {
        errors[`${index}.id`] = ['errorInvalid']
      }
      if (orders.has(row.order)) errors[`${index}.order`] = ['errorUnique']
      orders.add(row.order)
    })
    if (Object.keys(errors).length) return invalid(errors)
    const current = [...state.applications.items].sort((a, b) => a.order - b.order)
    const before = current.map((each) => each.id)
    const wanted = new Map(body.map((row) => [row.id, row.order]))
    // Rows left out of the body keep their position; ties keep the current order.
    const after = current
      .map((each, index) => ({ id: each.id, key: wanted.get(each.id) ?? each.order, index }))
      .sort((a, b) => a.key - b.key || a.index - b.index)
      .map(({ id }) => id)
    // The order is saved only when it differs from the current one.
    if (!isOrderChanged(before, after)) return done()
    for (const application of state.applications.items) {
      application.order = after.indexOf(application.id)
    }
    recordChange(context, {
      type: 'reorder',
      entity: 'applications',
      changes: [{ param: 'order', before: JSON.stringify(before), after: JSON.stringify(after) }],
    })
    return done()
  },
} satisfies Partial<Handlers>
