import { canDeleteDomain } from '@platform/forms'
import type { Domain, DomainInput, DomainListItem } from '@platform/sdk'
import type { Handlers } from '../../contract'
import type { SandboxState } from '../../state'
import { baseDomain } from '../../state/domains'
import {
  conflict,
  created,
  done,
  forbidden,
  invalid,
  lookup,
  matches,
  notFound,
  ok,
  page,
  refused,
} from '../reply'
import { changesOf, isAdmin, recordChange } from '../setting-kit'
import { checkDomain } from './validate'

const historyKeys = [
  'enabled',
  'base',
  'comment',
  'aliases',
  'imageCode',
  'styleTemplate',
  'publicDocsUrl',
  'baseSettings',
  'cookie',
  'documents',
  'banners',
  'devicesIdAttributes',
  'locales',
  'agreements',
] as const

type Row = DomainListItem & { alias: string; position: number }

function fromInput(input: DomainInput, id: string, current?: Domain): Domain {
  return structuredClone({
    id,
    // New-domain defaults: enabled, cookie notice on, not base.
    enabled: input.enabled ?? current?.enabled ?? true,
    base: input.base ?? current?.base ?? false,
    comment: input.comment ?? null,
    aliases: input.aliases,
    imageCode: input.imageCode ?? null,
    styleTemplate: input.styleTemplate ?? null,
    publicDocsUrl: input.publicDocsUrl ?? null,
    baseSettings: input.baseSettings ?? current?.baseSettings ?? false,
    cookie: input.cookie ?? current?.cookie ?? true,
    documents: input.documents ?? [],
    banners: input.banners ?? [],
    devicesIdAttributes: input.devicesIdAttributes ?? [],
    locales: input.locales,
    agreements: input.agreements ?? [],
  })
}

/** Exactly one domain is base: making one base takes the flag from the others. */
function takeBase(state: SandboxState, domain: Domain): void {
  for (const other of state.domains.items) other.base = other.id === domain.id
}

export const domainHandlers = {
  listDomains: ({ state, session, query }) => {
    if (!isAdmin({ session })) return forbidden()
    const rows: Row[] = state.domains.items
      .filter(
        (domain) =>
          matches(query.search, domain.comment, ...domain.aliases) &&
          (query.enabled === undefined || domain.enabled === query.enabled),
      )
      .map(({ id, enabled, base, comment, aliases, styleTemplate }, position) => ({
        id,
        enabled,
        base,
        comment,
        aliases,
        styleTemplate,
        alias: aliases[0] ?? '',
        position,
      }))
    const { items, meta } = page(rows, query, { sortBy: 'position', sort: 'asc' })
    const domains = items.map(({ alias: _alias, position: _position, ...domain }) => domain)
    const sorted = query.sortBy !== undefined
    return ok({
      domains,
      meta: { ...meta, sortBy: sorted ? meta.sortBy : null, sort: sorted ? meta.sort : null },
    })
  },

  getDomain: ({ state, session, params }) => {
    if (!isAdmin({ session })) return forbidden()
    const domain = state.domains.items.find((each) => each.id === params.id)
    return domain ? ok(structuredClone(domain)) : notFound('Domain not found')
  },

  createDomain: (context) => {
    const { state, body } = context
    if (!isAdmin(context)) return forbidden()
    const check = checkDomain(state, body)
    if (Object.keys(check.invalid).length) return invalid(check.invalid)
    if (Object.keys(check.taken).length) return conflict({ errorList: check.taken })
    const domain = fromInput(body, state.random.uuid())
    state.domains.items.push(domain)
    if (domain.base || !baseDomain(state.domains)?.base) takeBase(state, domain)
    recordChange(context, {
      type: 'create',
      entity: 'domains',
      entityId: domain.id,
      entityTitle: domain.aliases[0] ?? null,
      changes: changesOf(null, domain, historyKeys),
    })
    return created(domain.id)
  },

  updateDomain: (context) => {
    const { state, body, params } = context
    if (!isAdmin(context)) return forbidden()
    const current = state.domains.items.find((each) => each.id === params.id)
    if (!current) return notFound('Domain not found')
    const check = checkDomain(state, body, current)
    // The base flag moves only by making another domain base.
    if (current.base && body.base === false) check.invalid.base = ['errorInvalid']
    if (Object.keys(check.invalid).length) return invalid(check.invalid)
    if (Object.keys(check.taken).length) return conflict({ errorList: check.taken })
    const before = structuredClone(current)
    Object.assign(current, fromInput(body, current.id, current))
    if (current.base) takeBase(state, current)
    recordChange(context, {
      type: 'update',
      entity: 'domains',
      entityId: current.id,
      entityTitle: current.aliases[0] ?? null,
      changes: changesOf(before, current, historyKeys),
    })
    return done()
  },

  deleteDomain: (context) => {
    const { state, params } = context
    if (!isAdmin(context)) return forbidden()
    const domain = state.domains.items.find((each) => each.id === params.id)
    if (!domain) return notFound('Domain not found')
    if (!canDeleteDomain(state.domains.items.length)) {
      return refused('lastDomain', 'The last domain cannot be deleted')
    }
    state.domains.items = state.domains.items.filter((each) => each.id !== domain.id)
    const next = state.domains.items[0]
    if (domain.base && next) takeBase(state, next)
    for (const application of state.applications.items) {
      application.domains = application.domains.filter((id) => id !== domain.id)
    }
    recordChange(context, {
      type: 'delete',
      entity: 'domains',
      entityId: domain.id,
      entityTitle: domain.aliases[0] ?? null,
    })
    return done()
  },

  setDomainEnabled: (context) => {
    const { state, params, body } = context
    if (!isAdmin(context)) return forbidden()
    const domain = state.domains.items.find((each) => each.id === params.id)
    if (!domain) return notFound('Domain not found')
    if (typeof body?.enabled !== 'boolean') return invalid({ enabled: ['errorEmpty'] })
    if (domain.enabled !== body.enabled) {
      recordChange(context, {
        type: body.enabled ? 'enable' : 'disable',
        entity: 'domains',
        entityId: domain.id,
        entityTitle: domain.aliases[0] ?? null,
        changes: [
          { param: 'enabled', before: String(domain.enabled), after: String(body.enabled) },
        ],
      })
      domain.enabled = body.enabled
    }
    return done()
  },

  searchDomains: ({ state, session, query }) => {
    if (!isAdmin({ session })) return forbidden()
    const found = lookup(state.domains.items, query, (domain) => [
      ...domain.aliases,
      domain.comment,
    ])
    return ok({
      domains: found.map((domain) => ({
        id: domain.id,
        alias: domain.aliases[0] ?? '',
        base: domain.base,
      })),
    })
  },

  getBaseDomainSettings: ({ state, session }) => {
    if (!isAdmin({ session })) return forbidden()
    return ok({ locales: structuredClone(baseDomain(state.domains)?.locales ?? []) })
  },

  listStyleTemplates: ({ state, session }) => {
    if (!isAdmin({ session })) return forbidden()
    return ok({ templates: state.domains.styleTemplates.map((template) => ({ ...template })) })
  },
} satisfies Partial<Handlers>
