import type { QueryKey } from '@tanstack/react-query'
import {
  bannerKeys,
  documentKeys,
  documentViewKeys,
  languageKeys,
  localeKeys,
  profileDetailsKeys,
  profileKeys,
  projectInfoKeys,
  publicSettingsKeys,
} from '../../generated/keys'
import type { MutationPolicies } from '../policy'

// Each library is offered by a look-up of the domain form (`search…`), refreshed with it.

/**
 * Where a document that domains use is shown: the sign-in footer's terms link, the agreements
 * of the visitor forms, the legal-documents page (every view: the call names the id, not the
 * code) and the profile's agreements. A new document is in none of them until a domain picks it.
 */
const published = (): QueryKey[] => [
  projectInfoKeys.all,
  publicSettingsKeys.all,
  documentViewKeys.all,
  profileKeys.all,
  profileDetailsKeys.all,
]
const documentShown = (id: string) => [
  documentKeys.lists(),
  documentKeys.detail(id),
  documentKeys.searches(),
  ...published(),
]

// The sign-in layout shows banners through the project info (`options.authBanners`, visible
// ones only), and the language switcher the languages (`locales`); new ones are in neither
// until a domain picks them.
const banners = () => [bannerKeys.all, projectInfoKeys.all]
const languages = () => [languageKeys.all, localeKeys.all, projectInfoKeys.all]

export const mutations: MutationPolicies<'setting-libraries'> = {
  createDocument: { invalidates: () => [documentKeys.lists(), documentKeys.searches()] },
  updateDocument: { invalidates: ({ params }) => documentShown(params.path.id) },
  deleteDocument: { invalidates: ({ params }) => documentShown(params.path.id) },
  setDocumentEnabled: { invalidates: ({ params }) => documentShown(params.path.id) },
  createBanner: { invalidates: () => [bannerKeys.all] },
  updateBanner: { invalidates: banners },
  deleteBanner: { invalidates: banners },
  setBannerVisible: { invalidates: banners },
  createLanguage: { invalidates: () => [languageKeys.all, localeKeys.all] },
  updateLanguage: { invalidates: languages },
  deleteLanguage: { invalidates: languages },
  setLanguageEnabled: { invalidates: languages },
}
