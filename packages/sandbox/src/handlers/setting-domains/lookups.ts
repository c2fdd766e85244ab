import type { Document } from '@platform/sdk'
import type { Handlers } from '../../contract'
import { forbidden, lookup, ok } from '../reply'
import { isAdmin } from '../setting-kit'
import { library } from './validate'

export const libraryLookupHandlers = {
  searchLocales: ({ state, session, query }) => {
    if (!isAdmin({ session })) return forbidden()
    const languages = [...(library(state).languages ?? [])]
      .filter((language) => language.enabled || query.ids?.includes(language.id))
      .sort((a, b) => a.name.localeCompare(b.name, 'ru'))
    const found = lookup(languages, query, (language) => [language.name, language.code])
    return ok({ locales: found.map(({ id, code, name }) => ({ id, code, name })) })
  },

  searchDocuments: ({ state, session, query, locale }) => {
    if (!isAdmin({ session })) return forbidden()
    const { documents = [], languages = [] } = library(state)
    const localeId = languages.find((language) => language.code === locale)?.id
    // The name in the interface language, from the document's text in that language.
    const name = (document: Document) =>
      document.locales.find((entry) => entry.localeId === localeId)?.name ?? document.name
    const offered = documents.filter(
      (document) =>
        (document.adminVisible || query.ids?.includes(document.id)) &&
        (!query.type || document.type === query.type),
    )
    const found = lookup(offered, query, (document) => [
      name(document),
      document.name,
      document.code,
    ])
    return ok({
      documents: found.map((document) => ({
        id: document.id,
        code: document.code,
        name: name(document),
        type: document.type,
      })),
    })
  },

  searchBanners: ({ state, session, query }) => {
    if (!isAdmin({ session })) return forbidden()
    const found = lookup(library(state).banners ?? [], query, (banner) => [
      banner.title,
      banner.code,
    ])
    return ok({ banners: found.map(({ id, code, title }) => ({ id, code, title })) })
  },
} satisfies Partial<Handlers>
