// Providers: the table, the Main tab, activation and the connection check.
import { validateProvider } from '@platform/forms'
import {
  type Provider,
  type ProviderInput,
  type ProviderType,
  providerSortByValues,
} from '@platform/sdk'
import type { Context } from '../../contract'
import type { SandboxState } from '../../state'
import { settleRuns } from '../../state/provider-runs'
import { isUnreachable } from '../../state/providers'
import {
  badRequest,
  conflict,
  created,
  done,
  forbidden,
  invalid,
  notFound,
  ok,
  page,
} from '../reply'
import { changesOf, isAdmin, knownSort, recordChange } from '../setting-kit'

/** The rights the platform's service account needs, by provider type. */
const requiredRights: Record<ProviderType, string[]> = {
  keycloak: ['view-users', 'query-users', 'query-groups', 'view-realm'],
  wapps: ['users.read', 'groups.read', 'employees.read'],
}

/**
 * The sandbox's stand-in for a provider's answer to the service account: a client secret
 * shorter than 16 characters is refused (an access error), as real generated secrets are
 * longer.
 */
const minimumSecretLength = 16

function nameTaken(state: SandboxState, name: string, except?: string): boolean {
  const wanted = name.trim().toLocaleLowerCase('ru')
  return state.providers.providers.some(
    (provider) => provider.id !== except && provider.name.toLocaleLowerCase('ru') === wanted,
  )
}

function fieldsOf(body: ProviderInput) {
  return {
    type: body.type,
    enabled: body.enabled,
    realm: body.realm.trim(),
    name: body.name.trim(),
    url: body.url.trim(),
    clientId: body.clientId,
    clientSecret: body.clientSecret,
  }
}

const params = ['type', 'enabled', 'realm', 'name', 'url', 'clientId'] as const

/** The history shows that the secret changed, never the secret. */
function withSecretChange(before: Provider | null, after: Provider | null) {
  const changes = changesOf(before, after, params)
  if (before?.clientSecret !== after?.clientSecret) {
    changes.push({
      param: 'clientSecret',
      before: before ? '********' : null,
      after: after ? '********' : null,
    })
  }
  return changes
}

export function listProviders(context: Context<'listProviders'>) {
  if (!isAdmin(context)) return forbidden()
  settleRuns(context.state, context.now)
  const rows = context.state.providers.providers.map(
    ({ clientSecret: _secret, sync: _sync, ...row }) => row,
  )
  const { items, meta } = page(
    rows,
    { ...context.query, sortBy: knownSort(context.query.sortBy, providerSortByValues) },
    { sortBy: 'name', sort: 'asc' },
  )
  return ok({ providers: items, meta })
}

export function getProvider(context: Context<'getProvider'>) {
  if (!isAdmin(context)) return forbidden()
  settleRuns(context.state, context.now)
  const provider = context.state.providers.providers.find((item) => item.id === context.params.id)
  if (!provider) return notFound('No such provider')
  return ok(structuredClone(provider))
}

export function createProvider(context: Context<'createProvider'>) {
  if (!isAdmin(context)) return forbidden()
  const { body, state } = context
  const errors = validateProvider(body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  if (nameTaken(state, body.name)) return conflict({ errorList: { name: ['errorUnique'] } })
  const provider: Provider = {
    id: state.random.uuid(),
    ...fieldsOf(body),
    sync: [
      {
        id: state.random.uuid(),
        type: 'users',
        enabled: false,
        restartOnFailure: false,
        periodUnit: 'hours',
        periodAmount: 0,
        syncLimit: 50,
        baseMappers: false,
        details: {
          status: 'disabled',
          success: null,
          error: null,
          nextAt: null,
          createdAt: null,
          completedAt: null,
        },
      },
    ],
  }
  state.providers.providers.push(provider)
  recordChange(context, {
    type: 'create',
    entity: 'providers',
    subtype: provider.type,
    entityId: provider.id,
    entityTitle: provider.name,
    changes: withSecretChange(null, provider),
  })
  return created(provider.id)
}

export function updateProvider(context: Context<'updateProvider'>) {
  if (!isAdmin(context)) return forbidden()
  const { body, state } = context
  const provider = state.providers.providers.find((item) => item.id === context.params.id)
  if (!provider) return notFound('No such provider')
  const errors = validateProvider(body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  if (nameTaken(state, body.name, provider.id)) {
    return conflict({ errorList: { name: ['errorUnique'] } })
  }
  const before = structuredClone(provider)
  Object.assign(provider, fieldsOf(body))
  recordChange(context, {
    type: 'update',
    entity: 'providers',
    subtype: provider.type,
    entityId: provider.id,
    entityTitle: provider.name,
    changes: withSecretChange(before, provider),
  })
  return done()
}

export function deleteProvider(context: Context<'deleteProvider'>) {
  if (!isAdmin(context)) return forbidden()
  const { state } = context
  const provider = state.providers.providers.find((item) => item.id === context.params.id)
  if (!provider) return notFound('No such provider')
  const syncIds = new Set(provider.sync.map((sync) => sync.id))
  const providers = state.providers
  providers.providers = providers.providers.filter((item) => item !== provider)
  providers.mappers = providers.mappers.filter((mapper) => !syncIds.has(mapper.syncId))
  providers.history = providers.history.filter((row) => !syncIds.has(row.syncId))
  providers.runs = providers.runs.filter((run) => !syncIds.has(run.syncId))
  recordChange(context, {
    type: 'delete',
    entity: 'providers',
    subtype: provider.type,
    entityId: provider.id,
    entityTitle: provider.name,
    changes: withSecretChange(provider, null),
  })
  return done()
}

export function setProviderEnabled(context: Context<'setProviderEnabled'>) {
  if (!isAdmin(context)) return forbidden()
  const provider = context.state.providers.providers.find((item) => item.id === context.params.id)
  if (!provider) return notFound('No such provider')
  const before = { ...provider }
  provider.enabled = context.body.enabled
  recordChange(context, {
    type: provider.enabled ? 'enable' : 'disable',
    entity: 'providers',
    subtype: provider.type,
    entityId: provider.id,
    entityTitle: provider.name,
    changes: changesOf(before, provider, ['enabled']),
  })
  return done()
}

/**
 * The connection check. The sandbox decides as a provider would, by a fixed rule: a host
 * named `unreachable.…` or ending in `.invalid` does not answer (`connectionError`); a client
 * secret shorter than 16 characters is refused (`accessError` with the rights the service
 * account needs); anything else connects.
 */
export function checkProviderConnection(context: Context<'checkProviderConnection'>) {
  if (!isAdmin(context)) return forbidden()
  const { body } = context
  if (body.id && !context.state.providers.providers.some((item) => item.id === body.id)) {
    return notFound('Provider not found')
  }
  const errors = validateProvider(body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  if (isUnreachable(body.url)) return badRequest({ providerError: 'connectionError' })
  if (body.clientSecret.length < minimumSecretLength) {
    return badRequest({ providerError: 'accessError', requiredRights: requiredRights[body.type] })
  }
  return ok({ status: 'connected' as const })
}
