import {
  canToggleScheme,
  collectErrors,
  isOrderChanged,
  type RuleResult,
  validateAuthScheme,
} from '@platform/forms'
import type { AuthScheme, AuthSchemeInput, ConflictReason, FieldErrors } from '@platform/sdk'
import type { Handlers } from '../contract'
import type { SandboxState } from '../state'
import { refreshFlowUsage } from '../state/schemes'
import { conflict, created, done, forbidden, invalid, notFound, ok, refused } from './reply'
import { changesOf, isAdmin, recordChange } from './setting-kit'

const historyKeys = [
  'name',
  'code',
  'comment',
  'firstFactor',
  'secondFactor',
  'base',
  'active',
  'priority',
] as const

function byPriority(state: SandboxState): AuthScheme[] {
  return [...state.schemes.schemes].sort((a, b) => a.priority - b.priority)
}

/** Checks the scheme modal by the form's rules, then what only the platform knows: the base. */
function checkScheme(state: SandboxState, input: AuthSchemeInput, self?: AuthScheme) {
  const results: Record<string, RuleResult[]> = {}
  const add = (key: string, result: RuleResult) => {
    results[key] = [...(results[key] ?? []), result]
  }
  if (self?.base && input.base === false) add('base', 'errorInvalid')
  if (input.base && self && !self.active) add('base', 'errorInvalid')
  const lower = input.code?.toLowerCase()
  const used = state.schemes.schemes.some(
    (scheme) => scheme.id !== self?.id && scheme.code.toLowerCase() === lower,
  )
  const taken: FieldErrors = used ? { code: ['errorUnique'] } : {}
  return {
    invalid: { ...validateAuthScheme(input, state.schemes.flows), ...collectErrors(results) },
    taken,
  }
}

function makeBase(state: SandboxState, scheme: AuthScheme): void {
  for (const other of state.schemes.schemes) other.base = other.id === scheme.id
}

/**
 * Why a scheme may not be switched off or deleted: it has users, fewer than 2
 * schemes would be left, or it is the base scheme.
 */
function blocker(scheme: AuthScheme, remaining: number): ConflictReason | undefined {
  if (scheme.base) return 'baseScheme'
  if (scheme.usersCount > 0) return 'hasUsers'
  if (remaining < 2) return 'tooFewSchemes'
  return undefined
}

const messages: Record<string, string> = {
  baseScheme: 'The base scheme cannot be switched off or deleted',
  hasUsers: 'People sign in with this scheme',
  tooFewSchemes: 'Fewer than 2 schemes would remain',
}

export const settingAuthSchemesHandlers = {
  listAuthFlows: ({ state, session }) => {
    if (!isAdmin({ session })) return forbidden()
    refreshFlowUsage(state.schemes)
    return ok({ flows: state.schemes.flows.map((flow) => ({ ...flow })) })
  },

  listAuthSchemes: ({ state, session }) => {
    if (!isAdmin({ session })) return forbidden()
    return ok({ schemas: structuredClone(byPriority(state)) })
  },

  createAuthScheme: (context) => {
    const { state, body } = context
    if (!isAdmin(context)) return forbidden()
    const check = checkScheme(state, body)
    if (Object.keys(check.invalid).length) return invalid(check.invalid)
    if (Object.keys(check.taken).length) return conflict({ errorList: check.taken })
    const scheme: AuthScheme = {
      id: state.random.uuid(),
      priority: state.schemes.schemes.length + 1,
      active: true,
      name: body.name.trim(),
      code: body.code,
      comment: body.comment ?? null,
      firstFactor: structuredClone(body.firstFactor),
      secondFactor: structuredClone(body.secondFactor),
      base: false,
      usersCount: 0,
    }
    state.schemes.schemes.push(scheme)
    if (body.base) makeBase(state, scheme)
    refreshFlowUsage(state.schemes)
    recordChange(context, {
      type: 'create',
      entity: 'authenticationSchemas',
      entityId: scheme.id,
      entityTitle: scheme.name,
      changes: changesOf(null, scheme, historyKeys),
    })
    return created(scheme.id)
  },

  updateAuthScheme: (context) => {
    const { state, body, params } = context
    if (!isAdmin(context)) return forbidden()
    const scheme = state.schemes.schemes.find((each) => each.id === params.id)
    if (!scheme) return notFound('Scheme not found')
    const check = checkScheme(state, body, scheme)
    if (Object.keys(check.invalid).length) return invalid(check.invalid)
    if (Object.keys(check.taken).length) return conflict({ errorList: check.taken })
    const before = structuredClone(scheme)
    scheme.name = body.name.trim()
    scheme.code = body.code
    scheme.comment = body.comment ?? null
    scheme.firstFactor = structuredClone(body.firstFactor)
    scheme.secondFactor = structuredClone(body.secondFactor)
    if (body.base) makeBase(state, scheme)
    refreshFlowUsage(state.schemes)
    recordChange(context, {
      type: 'update',
      entity: 'authenticationSchemas',
      entityId: scheme.id,
      entityTitle: scheme.name,
      changes: changesOf(before, scheme, historyKeys),
    })
    return done()
  },

  deleteAuthScheme: (context) => {
    const { state, params } = context
    if (!isAdmin(context)) return forbidden()
    const scheme = state.schemes.schemes.find((each) => each.id === params.id)
    if (!scheme) return notFound('Scheme not found')
    const reason = blocker(scheme, state.schemes.schemes.length - 1)
    if (reason) return refused(reason, messages[reason] ?? reason)
    state.schemes.schemes = byPriority(state).filter((each) => each.id !== scheme.id)
    state.schemes.schemes.forEach((each, index) => {
      each.priority = index + 1
    })
    refreshFlowUsage(state.schemes)
    recordChange(context, {
      type: 'delete',
      entity: 'authenticationSchemas',
      entityId: scheme.id,
      entityTitle: scheme.name,
    })
    return done()
  },

  setAuthSchemeActive: (context) => {
    const { state, params, body } = context
    if (!isAdmin(context)) return forbidden()
    const scheme = state.schemes.schemes.find((each) => each.id === params.id)
    if (!scheme) return notFound('Scheme not found')
    if (scheme.active === body.active) return done()
    const count = state.schemes.schemes.length
    if (!canToggleScheme(scheme, count)) {
      const reason = blocker(scheme, count) ?? 'tooFewSchemes'
      return refused(reason, messages[reason] ?? reason)
    }
    scheme.active = body.active
    recordChange(context, {
      type: body.active ? 'enable' : 'disable',
      entity: 'authenticationSchemas',
      entityId: scheme.id,
      entityTitle: scheme.name,
      changes: [{ param: 'active', before: String(!body.active), after: String(body.active) }],
    })
    return done()
  },

  reorderAuthSchemes: (context) => {
    const { state, body } = context
    if (!isAdmin(context)) return forbidden()
    if (body.some((row) => !state.schemes.schemes.some((scheme) => scheme.id === row.id))) {
      return notFound('Scheme not found')
    }
    const ids = new Set(body.map((row) => row.id))
    const priorities = body.map((row) => row.priority).sort((a, b) => a - b)
    const complete =
      ids.size === body.length &&
      body.length === state.schemes.schemes.length &&
      priorities.every((priority, index) => priority === index + 1)
    if (!complete) return invalid({ priority: ['errorInvalid'] })
    const before = byPriority(state).map((scheme) => scheme.id)
    const after = [...body].sort((a, b) => a.priority - b.priority).map((row) => row.id)
    // Saved only when the order differs from the current one.
    if (!isOrderChanged(before, after)) return done()
    for (const scheme of state.schemes.schemes) scheme.priority = after.indexOf(scheme.id) + 1
    recordChange(context, {
      type: 'reorder',
      entity: 'authenticationSchemas',
      changes: [
        { param: 'priority', before: JSON.stringify(before), after: JSON.stringify(after) },
      ],
    })
    return done()
  },
} satisfies Partial<Handlers>
