import type { Banner, Document, Language } from '@platform/sdk'

/** Owned by the libraries area. The shell reads banners, documents (terms) and languages. */
export interface LibrariesState {
  documents: Document[]
  banners: Banner[]
  languages: Language[]
}
