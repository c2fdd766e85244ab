// Generated from openapi/platform.yaml by packages/sdk/scripts/generate.mjs. Do not edit:
// change the contract (or a table in src/query/policies) and run
// `npm run gen -w @platform/sdk`.

import type { OperationData, OperationInit, PlatformClient } from '../../client'
import { type MutationHooks, platformMutation, unwrap } from '../../query/core'
import { mutations as policy } from '../../query/policies/setting-libraries.mutations'
import {
  createDocument,
  updateDocument,
  deleteDocument,
  setDocumentEnabled,
  createBanner,
  updateBanner,
  deleteBanner,
  setBannerVisible,
  createLanguage,
  updateLanguage,
  deleteLanguage,
  setLanguageEnabled,
} from '../operations'

/** Create a document: `POST /platform/setting/documents`. */
export const createDocumentMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/documents', 'post'>, OperationInit<'/platform/setting/documents', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createDocument,
      mutationKey: ['setting-libraries', 'createDocument'],
      mutationFn: (init: OperationInit<'/platform/setting/documents', 'post'>) => unwrap(createDocument(client, init)),
    },
    hooks,
  )

/** Update a document: `PUT /platform/setting/documents/{id}`. */
export const updateDocumentMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/documents/{id}', 'put'>, OperationInit<'/platform/setting/documents/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateDocument,
      mutationKey: ['setting-libraries', 'updateDocument'],
      mutationFn: (init: OperationInit<'/platform/setting/documents/{id}', 'put'>) => unwrap(updateDocument(client, init)),
    },
    hooks,
  )

/** Delete a document: `DELETE /platform/setting/documents/{id}`. */
export const deleteDocumentMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/documents/{id}', 'delete'>, OperationInit<'/platform/setting/documents/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteDocument,
      mutationKey: ['setting-libraries', 'deleteDocument'],
      mutationFn: (init: OperationInit<'/platform/setting/documents/{id}', 'delete'>) => unwrap(deleteDocument(client, init)),
    },
    hooks,
  )

/** Enable or disable a document: `PUT /platform/setting/documents/{id}/enabled`. */
export const setDocumentEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/documents/{id}/enabled', 'put'>, OperationInit<'/platform/setting/documents/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setDocumentEnabled,
      mutationKey: ['setting-libraries', 'setDocumentEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/documents/{id}/enabled', 'put'>) => unwrap(setDocumentEnabled(client, init)),
    },
    hooks,
  )

/** Create a banner: `POST /platform/setting/banners`. */
export const createBannerMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/banners', 'post'>, OperationInit<'/platform/setting/banners', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createBanner,
      mutationKey: ['setting-libraries', 'createBanner'],
      mutationFn: (init: OperationInit<'/platform/setting/banners', 'post'>) => unwrap(createBanner(client, init)),
    },
    hooks,
  )

/** Update a banner: `PUT /platform/setting/banners/{id}`. */
export const updateBannerMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/banners/{id}', 'put'>, OperationInit<'/platform/setting/banners/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateBanner,
      mutationKey: ['setting-libraries', 'updateBanner'],
      mutationFn: (init: OperationInit<'/platform/setting/banners/{id}', 'put'>) => unwrap(updateBanner(client, init)),
    },
    hooks,
  )

/** Delete a banner: `DELETE /platform/setting/banners/{id}`. */
export const deleteBannerMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/banners/{id}', 'delete'>, OperationInit<'/platform/setting/banners/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteBanner,
      mutationKey: ['setting-libraries', 'deleteBanner'],
      mutationFn: (init: OperationInit<'/platform/setting/banners/{id}', 'delete'>) => unwrap(deleteBanner(client, init)),
    },
    hooks,
  )

/** Show or hide a banner: `PUT /platform/setting/banners/{id}/visible`. */
export const setBannerVisibleMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/banners/{id}/visible', 'put'>, OperationInit<'/platform/setting/banners/{id}/visible', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setBannerVisible,
      mutationKey: ['setting-libraries', 'setBannerVisible'],
      mutationFn: (init: OperationInit<'/platform/setting/banners/{id}/visible', 'put'>) => unwrap(setBannerVisible(client, init)),
    },
    hooks,
  )

/** Create a language: `POST /platform/setting/locales`. */
export const createLanguageMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/locales', 'post'>, OperationInit<'/platform/setting/locales', 'post'>>,
) =>
  platformMutation(
    {
      ...policy.createLanguage,
      mutationKey: ['setting-libraries', 'createLanguage'],
      mutationFn: (init: OperationInit<'/platform/setting/locales', 'post'>) => unwrap(createLanguage(client, init)),
    },
    hooks,
  )

/** Update a language: `PUT /platform/setting/locales/{id}`. */
export const updateLanguageMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/locales/{id}', 'put'>, OperationInit<'/platform/setting/locales/{id}', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.updateLanguage,
      mutationKey: ['setting-libraries', 'updateLanguage'],
      mutationFn: (init: OperationInit<'/platform/setting/locales/{id}', 'put'>) => unwrap(updateLanguage(client, init)),
    },
    hooks,
  )

/** Delete a language: `DELETE /platform/setting/locales/{id}`. */
export const deleteLanguageMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/locales/{id}', 'delete'>, OperationInit<'/platform/setting/locales/{id}', 'delete'>>,
) =>
  platformMutation(
    {
      ...policy.deleteLanguage,
      mutationKey: ['setting-libraries', 'deleteLanguage'],
      mutationFn: (init: OperationInit<'/platform/setting/locales/{id}', 'delete'>) => unwrap(deleteLanguage(client, init)),
    },
    hooks,
  )

/** Enable or disable a language: `PUT /platform/setting/locales/{id}/enabled`. */
export const setLanguageEnabledMutation = (
  client: PlatformClient,
  hooks?: MutationHooks<OperationData<'/platform/setting/locales/{id}/enabled', 'put'>, OperationInit<'/platform/setting/locales/{id}/enabled', 'put'>>,
) =>
  platformMutation(
    {
      ...policy.setLanguageEnabled,
      mutationKey: ['setting-libraries', 'setLanguageEnabled'],
      mutationFn: (init: OperationInit<'/platform/setting/locales/{id}/enabled', 'put'>) => unwrap(setLanguageEnabled(client, init)),
    },
    hooks,
  )
