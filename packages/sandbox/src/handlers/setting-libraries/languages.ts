// Interface languages of the platform.
import { validateLanguage } from '@platform/forms'
import { type Language, languageSortByValues } from '@platform/sdk'
import type { Context } from '../../contract'
import type { SandboxState } from '../../state'
import { conflict, created, done, forbidden, invalid, notFound, ok, page } from '../reply'
import { changesOf, isAdmin, knownSort, recordChange } from '../setting-kit'

function codeTaken(state: SandboxState, code: string, except?: string): boolean {
  return state.libraries.languages.some(
    (language) => language.id !== except && language.code === code,
  )
}

const params = ['name', 'code', 'enabled'] as const

function record(
  context: Parameters<typeof recordChange>[0],
  type: string,
  before: Language | null,
  after: Language | null,
) {
  const language = after ?? before
  if (!language) return
  recordChange(context, {
    type,
    entity: 'locales',
    entityId: language.id,
    entityTitle: language.name,
    changes: changesOf(before, after, params),
  })
}

export function listLanguages(context: Context<'listLanguages'>) {
  if (!isAdmin(context)) return forbidden()
  const { query } = context
  const sortBy = knownSort(query.sortBy, languageSortByValues)
  const { items, meta } = page(
    context.state.libraries.languages,
    { ...query, sortBy },
    { sortBy: 'name', sort: 'asc' },
  )
  return ok({ locales: items, meta })
}

export function createLanguage(context: Context<'createLanguage'>) {
  if (!isAdmin(context)) return forbidden()
  const { body, state } = context
  const errors = validateLanguage(body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  if (codeTaken(state, body.code)) return conflict({ errorList: { code: ['errorUnique'] } })
  const language: Language = {
    id: state.random.uuid(),
    name: body.name.trim(),
    code: body.code,
    enabled: body.enabled,
  }
  state.libraries.languages.push(language)
  record(context, 'create', null, language)
  return created(language.id)
}

export function updateLanguage(context: Context<'updateLanguage'>) {
  if (!isAdmin(context)) return forbidden()
  const { body, state } = context
  const language = state.libraries.languages.find((item) => item.id === context.params.id)
  if (!language) return notFound('No such language')
  const errors = validateLanguage(body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  if (codeTaken(state, body.code, language.id)) {
    return conflict({ errorList: { code: ['errorUnique'] } })
  }
  const before = { ...language }
  Object.assign(language, { name: body.name.trim(), code: body.code, enabled: body.enabled })
  record(context, 'update', before, language)
  return done()
}

/**
 * Deletes a language and the texts in it: documents and domains drop their entries in that
 * language, except an only entry, which a document (at least one locale) or a domain keeps.
 */
export function deleteLanguage(context: Context<'deleteLanguage'>) {
  if (!isAdmin(context)) return forbidden()
  const { state } = context
  const language = state.libraries.languages.find((item) => item.id === context.params.id)
  if (!language) return notFound('No such language')
  state.libraries.languages = state.libraries.languages.filter((item) => item !== language)
  const others = <T extends { localeId: string }>(entries: T[]) => {
    const rest = entries.filter((entry) => entry.localeId !== language.id)
    return rest.length > 0 ? rest : entries
  }
  for (const document of state.libraries.documents) document.locales = others(document.locales)
  for (const domain of state.domains.items) domain.locales = others(domain.locales)
  record(context, 'delete', language, null)
  return done()
}

export function setLanguageEnabled(context: Context<'setLanguageEnabled'>) {
  if (!isAdmin(context)) return forbidden()
  const language = context.state.libraries.languages.find((item) => item.id === context.params.id)
  if (!language) return notFound('No such language')
  const before = { ...language }
  language.enabled = context.body.enabled
  record(context, language.enabled ? 'enable' : 'disable', before, language)
  return done()
}
