export { bannerKeys, documentKeys, languageKeys } from './keys'
export {
  createBannerMutation,
  createDocumentMutation,
  createLanguageMutation,
  deleteBannerMutation,
  deleteDocumentMutation,
  deleteLanguageMutation,
  setBannerVisibleMutation,
  setDocumentEnabledMutation,
  setLanguageEnabledMutation,
  updateBannerMutation,
  updateDocumentMutation,
  updateLanguageMutation,
} from './setting-libraries.mutations'
export {
  getDocumentQuery,
  listBannersQuery,
  listDocumentsQuery,
  listLanguagesQuery,
} from './setting-libraries.queries'
