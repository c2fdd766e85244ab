// Documents of the library: agreements and documents, one text per language.
import { validateDocument } from '@platform/forms'
import { type Document, type DocumentInput, documentSortByValues } from '@platform/sdk'
import type { Context } from '../../contract'
import type { SandboxState } from '../../state'
import { conflict, created, done, forbidden, invalid, matches, notFound, ok, page } from '../reply'
import { changesOf, isAdmin, knownSort, recordChange } from '../setting-kit'
import { generateCode } from './codes'

function documentErrors(state: SandboxState, body: DocumentInput) {
  return validateDocument(
    body,
    state.libraries.languages.map((language) => language.id),
  )
}

function codeTaken(state: SandboxState, code: string, except?: string): boolean {
  return state.libraries.documents.some(
    (document) => document.id !== except && document.code === code,
  )
}

function fieldsOf(body: DocumentInput) {
  return {
    enabled: body.enabled,
    name: body.name.trim(),
    type: body.type,
    adminVisible: body.adminVisible,
    format: body.format,
    locales: body.locales.map((entry) => ({
      localeId: entry.localeId,
      name: entry.name.trim(),
      linkName: entry.linkName?.trim() || null,
      content: entry.content,
    })),
  }
}

const params = ['enabled', 'code', 'name', 'type', 'adminVisible', 'format', 'locales'] as const

function record(
  context: Parameters<typeof recordChange>[0],
  type: string,
  before: Document | null,
  after: Document | null,
) {
  const document = after ?? before
  if (!document) return
  recordChange(context, {
    type,
    entity: 'documents',
    subtype: document.type,
    entityId: document.id,
    entityTitle: document.name,
    changes: changesOf(before, after, params),
  })
}

export function listDocuments(context: Context<'listDocuments'>) {
  if (!isAdmin(context)) return forbidden()
  const { query, state } = context
  const rows = state.libraries.documents
    .filter(
      (document) =>
        matches(
          query.search,
          document.name,
          document.code,
          ...document.locales.map((entry) => entry.name),
        ) &&
        (!query.locale || document.locales.some((entry) => entry.localeId === query.locale)) &&
        (!query.type || document.type === query.type),
    )
    .map(({ locales, ...document }) => ({
      ...document,
      localeIds: locales.map((entry) => entry.localeId),
    }))
  const sortBy = knownSort(query.sortBy, documentSortByValues)
  const { items, meta } = page(rows, { ...query, sortBy }, { sortBy: 'createdAt', sort: 'desc' })
  return ok({ documents: items, meta })
}

export function createDocument(context: Context<'createDocument'>) {
  if (!isAdmin(context)) return forbidden()
  const { body, state } = context
  const errors = documentErrors(state, body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  if (body.code && codeTaken(state, body.code))
    return conflict({ errorList: { code: ['errorUnique'] } })
  const document: Document = {
    id: state.random.uuid(),
    code: body.code || generateCode(body.name, 'document', (code) => codeTaken(state, code)),
    ...fieldsOf(body),
    createdAt: context.now.toISOString(),
  }
  state.libraries.documents.push(document)
  record(context, 'create', null, document)
  return created(document.id)
}

export function getDocument(context: Context<'getDocument'>) {
  if (!isAdmin(context)) return forbidden()
  const document = context.state.libraries.documents.find((item) => item.id === context.params.id)
  return document ? ok(structuredClone(document)) : notFound('No such document')
}

export function updateDocument(context: Context<'updateDocument'>) {
  if (!isAdmin(context)) return forbidden()
  const { body, state } = context
  const document = state.libraries.documents.find((item) => item.id === context.params.id)
  if (!document) return notFound('No such document')
  const errors = documentErrors(state, body)
  if (Object.keys(errors).length > 0) return invalid(errors)
  if (body.code && codeTaken(state, body.code, document.id)) {
    return conflict({ errorList: { code: ['errorUnique'] } })
  }
  const before = structuredClone(document)
  Object.assign(document, fieldsOf(body), { code: body.code || document.code })
  record(context, 'update', before, document)
  return done()
}

export function deleteDocument(context: Context<'deleteDocument'>) {
  if (!isAdmin(context)) return forbidden()
  const { state } = context
  const document = state.libraries.documents.find((item) => item.id === context.params.id)
  if (!document) return notFound('No such document')
  state.libraries.documents = state.libraries.documents.filter((item) => item !== document)
  // Domains stop offering the document, so no domain points at nothing.
  for (const domain of state.domains.items) {
    domain.documents = domain.documents.filter((id) => id !== document.id)
    domain.agreements = domain.agreements.filter((entry) => entry.agreementId !== document.id)
  }
  record(context, 'delete', document, null)
  return done()
}

export function setDocumentEnabled(context: Context<'setDocumentEnabled'>) {
  if (!isAdmin(context)) return forbidden()
  const document = context.state.libraries.documents.find((item) => item.id === context.params.id)
  if (!document) return notFound('No such document')
  const before = structuredClone(document)
  document.enabled = context.body.enabled
  record(context, document.enabled ? 'enable' : 'disable', before, document)
  return done()
}
