import type { DocumentViewEntry } from '@platform/sdk'

/** The document in the interface language, otherwise in another one. */
export function documentInLocale(
  documents: readonly DocumentViewEntry[],
  locale: string,
): DocumentViewEntry | undefined {
  return documents.find((entry) => entry.locale === locale) ?? documents[0]
}
