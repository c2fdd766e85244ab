import type { QueryKey } from '@tanstack/react-query'
import type { OperationData, OperationInit, PlatformClient } from '../client'
import {
  createBanner,
  createDocument,
  createLanguage,
  deleteBanner,
  deleteDocument,
  deleteLanguage,
  setBannerVisible,
  setDocumentEnabled,
  setLanguageEnabled,
  updateBanner,
  updateDocument,
  updateLanguage,
} from '../generated/operations'
import { profileKeys } from '../profile/keys'
import { type MutationHooks, platformMutation, unwrap } from '../query'
import { lookupKeys } from '../setting-domains/keys'
import { uiKeys } from '../ui/keys'
import { bannerKeys, documentKeys, languageKeys } from './keys'

type CreateDocument = OperationInit<'/platform/setting/documents', 'post'>
type UpdateDocument = OperationInit<'/platform/setting/documents/{id}', 'put'>
type DeleteDocument = OperationInit<'/platform/setting/documents/{id}', 'delete'>
type SetDocumentEnabled = OperationInit<'/platform/setting/documents/{id}/enabled', 'put'>
type CreateBanner = OperationInit<'/platform/setting/banners', 'post'>
type UpdateBanner = OperationInit<'/platform/setting/banners/{id}', 'put'>
type DeleteBanner = OperationInit<'/platform/setting/banners/{id}', 'delete'>
type SetBannerVisible = OperationInit<'/platform/setting/banners/{id}/visible', 'put'>
type CreateLanguage = OperationInit<'/platform/setting/locales', 'post'>
type UpdateLanguage = OperationInit<'/platform/setting/locales/{id}', 'put'>
type DeleteLanguage = OperationInit<'/platform/setting/locales/{id}', 'delete'>
type SetLanguageEnabled = OperationInit<'/platform/setting/locales/{id}/enabled', 'put'>

// The pickers of the domain form; an empty query matches every look-up (keys match partially).
const documentLookups = () => lookupKeys.documents({})
const bannerLookups = () => lookupKeys.banners({})
const localeLookups = () => lookupKeys.locales({})

/**
 * Where a document that domains use is shown: the sign-in footer's terms link, the agreements
 * of the visitor forms, the legal-documents page and the profile's agreements. A new document
 * is in none of them until a domain picks it.
 */
const publishedDocumentKeys = (): QueryKey[] => [
  uiKeys.projectInfo(),
  uiKeys.publicSettings(),
  // Every document view: uiKeys has no prefix of them, and the call names the id, not the code.
  uiKeys.documentViews(),
  profileKeys.summary(),
  profileKeys.details(),
]

export const createDocumentMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/documents', 'post'>, CreateDocument>,
) =>
  platformMutation(
    {
      mutationKey: [...documentKeys.all, 'createDocument'],
      mutationFn: (init: CreateDocument) => unwrap(createDocument(client, init)),
      invalidates: () => [documentKeys.lists(), documentLookups()],
    },
    hooks,
  )

export const updateDocumentMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/documents/{id}', 'put'>, UpdateDocument>,
) =>
  platformMutation(
    {
      mutationKey: [...documentKeys.all, 'updateDocument'],
      mutationFn: (init: UpdateDocument) => unwrap(updateDocument(client, init)),
      invalidates: ({ params }) => [
        documentKeys.lists(),
        documentKeys.detail(params.path.id),
        documentLookups(),
        ...publishedDocumentKeys(),
      ],
    },
    hooks,
  )

export const deleteDocumentMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/documents/{id}', 'delete'>,
    DeleteDocument
  >,
) =>
  platformMutation(
    {
      mutationKey: [...documentKeys.all, 'deleteDocument'],
      mutationFn: (init: DeleteDocument) => unwrap(deleteDocument(client, init)),
      invalidates: ({ params }) => [
        documentKeys.lists(),
        documentKeys.detail(params.path.id),
        documentLookups(),
        ...publishedDocumentKeys(),
      ],
    },
    hooks,
  )

export const setDocumentEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/documents/{id}/enabled', 'put'>,
    SetDocumentEnabled
  >,
) =>
  platformMutation(
    {
      mutationKey: [...documentKeys.all, 'setDocumentEnabled'],
      mutationFn: (init: SetDocumentEnabled) => unwrap(setDocumentEnabled(client, init)),
      invalidates: ({ params }) => [
        documentKeys.lists(),
        documentKeys.detail(params.path.id),
        documentLookups(),
        ...publishedDocumentKeys(),
      ],
    },
    hooks,
  )

/** A new banner is shown nowhere until a domain picks it, so the project info stays valid. */
export const createBannerMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/banners', 'post'>, CreateBanner>,
) =>
  platformMutation(
    {
      mutationKey: [...bannerKeys.all, 'createBanner'],
      mutationFn: (init: CreateBanner) => unwrap(createBanner(client, init)),
      invalidates: () => [bannerKeys.lists(), bannerLookups()],
    },
    hooks,
  )

/** The sign-in layout shows banners through the project info (`options.authBanners`). */
export const updateBannerMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/banners/{id}', 'put'>, UpdateBanner>,
) =>
  platformMutation(
    {
      mutationKey: [...bannerKeys.all, 'updateBanner'],
      mutationFn: (init: UpdateBanner) => unwrap(updateBanner(client, init)),
      invalidates: () => [bannerKeys.lists(), bannerLookups(), uiKeys.projectInfo()],
    },
    hooks,
  )

export const deleteBannerMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/banners/{id}', 'delete'>, DeleteBanner>,
) =>
  platformMutation(
    {
      mutationKey: [...bannerKeys.all, 'deleteBanner'],
      mutationFn: (init: DeleteBanner) => unwrap(deleteBanner(client, init)),
      invalidates: () => [bannerKeys.lists(), bannerLookups(), uiKeys.projectInfo()],
    },
    hooks,
  )

/** Only visible banners reach the sign-in layout's project info. */
export const setBannerVisibleMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/banners/{id}/visible', 'put'>,
    SetBannerVisible
  >,
) =>
  platformMutation(
    {
      mutationKey: [...bannerKeys.all, 'setBannerVisible'],
      mutationFn: (init: SetBannerVisible) => unwrap(setBannerVisible(client, init)),
      invalidates: () => [bannerKeys.lists(), bannerLookups(), uiKeys.projectInfo()],
    },
    hooks,
  )

/** A new language is offered nowhere until a domain picks it, so the project info stays valid. */
export const createLanguageMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/locales', 'post'>, CreateLanguage>,
) =>
  platformMutation(
    {
      mutationKey: [...languageKeys.all, 'createLanguage'],
      mutationFn: (init: CreateLanguage) => unwrap(createLanguage(client, init)),
      invalidates: () => [languageKeys.lists(), localeLookups()],
    },
    hooks,
  )

/** The language switcher shows languages through the project info (`locales`). */
export const updateLanguageMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/locales/{id}', 'put'>, UpdateLanguage>,
) =>
  platformMutation(
    {
      mutationKey: [...languageKeys.all, 'updateLanguage'],
      mutationFn: (init: UpdateLanguage) => unwrap(updateLanguage(client, init)),
      invalidates: () => [languageKeys.lists(), localeLookups(), uiKeys.projectInfo()],
    },
    hooks,
  )

export const deleteLanguageMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/locales/{id}', 'delete'>, DeleteLanguage>,
) =>
  platformMutation(
    {
      mutationKey: [...languageKeys.all, 'deleteLanguage'],
      mutationFn: (init: DeleteLanguage) => unwrap(deleteLanguage(client, init)),
      invalidates: () => [languageKeys.lists(), localeLookups(), uiKeys.projectInfo()],
    },
    hooks,
  )

export const setLanguageEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<
    OperationData<'/platform/setting/locales/{id}/enabled', 'put'>,
    SetLanguageEnabled
  >,
) =>
  platformMutation(
    {
      mutationKey: [...languageKeys.all, 'setLanguageEnabled'],
      mutationFn: (init: SetLanguageEnabled) => unwrap(setLanguageEnabled(client, init)),
      invalidates: () => [languageKeys.lists(), localeLookups(), uiKeys.projectInfo()],
    },
    hooks,
  )
