import type { Document, DocumentFormat, DocumentInput, DocumentType, Language } from '@platform/sdk'

export interface DocumentLocaleValues {
  localeId: string
  name: string
  linkName: string
  content: string
}

export interface DocumentValues {
  name: string
  code: string
  type: DocumentType
  format: DocumentFormat
  adminVisible: boolean
  enabled: boolean
  /** One entry per language tab, in the tabs' order; an untouched tab is left out when saved. */
  locales: DocumentLocaleValues[]
}

/** Every language, by name: for the tabs of the dialog and the filter of the table. */
export const allLanguages = { limit: 1000, sortBy: 'name', sort: 'asc' } as const

/** The languages a document can have a tab for: those switched on, and those it has text in. */
export function tabLanguages(
  languages: readonly Language[],
  document: Document | null,
): Language[] {
  const own = new Set(document?.locales.map((entry) => entry.localeId))
  return languages.filter((language) => language.enabled || own.has(language.id))
}

/** The dialog's values: a new document is an enabled Markdown document shown to administrators. */
export function documentValues(
  document: Document | null,
  languages: readonly Language[],
): DocumentValues {
  return {
    name: document?.name ?? '',
    code: document?.code ?? '',
    type: document?.type ?? 'document',
    format: document?.format ?? 'md',
    adminVisible: document?.adminVisible ?? true,
    enabled: document?.enabled ?? true,
    locales: languages.map((language) => {
      const entry = document?.locales.find((own) => own.localeId === language.id)
      return {
        localeId: language.id,
        name: entry?.name ?? '',
        linkName: entry?.linkName ?? '',
        content: entry?.content ?? '',
      }
    }),
  }
}

/** A tab the administrator wrote something in: only these become locale entries. */
export const isFilled = (entry: DocumentLocaleValues) =>
  Boolean(entry.name.trim() || entry.linkName.trim() || entry.content.trim())

/** The request: the filled tabs; an empty code is left out, for the platform to generate. */
export function documentInput(values: DocumentValues): DocumentInput {
  const code = values.code.trim()
  return {
    enabled: values.enabled,
    ...(code ? { code } : {}),
    name: values.name.trim(),
    type: values.type,
    adminVisible: values.adminVisible,
    format: values.format,
    locales: values.locales.filter(isFilled).map((entry) => ({
      localeId: entry.localeId,
      name: entry.name.trim(),
      linkName: entry.linkName.trim() || null,
      content: entry.content,
    })),
  }
}

/**
 * The form field an error key of the request lands on: `locales.N.…` names the N-th filled
 * tab; «no language version» (`locales`) lands on the first tab's title.
 */
export function documentField(values: DocumentValues, key: string): string {
  if (key === 'locales') return 'locales.0.name'
  const match = /^locales\.(\d+)\.(.+)$/.exec(key)
  if (!match) return key
  const filled = values.locales.flatMap((entry, index) => (isFilled(entry) ? [index] : []))
  const index = filled[Number(match[1])]
  return index === undefined ? 'locales.0.name' : `locales.${index}.${match[2]}`
}
