import type { Handlers } from '../../contract'
import { createBanner, deleteBanner, listBanners, setBannerVisible, updateBanner } from './banners'
import {
  createDocument,
  deleteDocument,
  getDocument,
  listDocuments,
  setDocumentEnabled,
  updateDocument,
} from './documents'
import {
  createLanguage,
  deleteLanguage,
  listLanguages,
  setLanguageEnabled,
  updateLanguage,
} from './languages'

export const settingLibrariesHandlers = {
  listDocuments,
  createDocument,
  getDocument,
  updateDocument,
  deleteDocument,
  setDocumentEnabled,
  listBanners,
  createBanner,
  updateBanner,
  deleteBanner,
  setBannerVisible,
  listLanguages,
  createLanguage,
  updateLanguage,
  deleteLanguage,
  setLanguageEnabled,
} satisfies Partial<Handlers>
