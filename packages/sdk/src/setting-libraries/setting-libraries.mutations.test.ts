import { type MutationOptions, partialMatchKey } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { PlatformClient } from '../client'
import type { PlatformError } from '../errors'
import type { components } from '../generated/platform'
import { profileKeys } from '../profile/keys'
import { lookupKeys } from '../setting-domains/keys'
import { fakeClient, invalidatedBy } from '../testing/harness'
import { uiKeys } from '../ui/keys'
import { bannerKeys, documentKeys, languageKeys } from './keys'
import {
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

const id = '8e3b0f4d-5c6a-4b8d-9e9f-0a1b2c3d4e5f'
const api = '/api/v1/platform/setting'
const document: components['schemas']['DocumentInput'] = {
  enabled: true,
  name: 'Согласие на обработку персональных данных',
  type: 'agreement',
  adminVisible: true,
  format: 'md',
  locales: [
    {
      localeId: '9f4c1a5e-6d7b-4c9e-8f0a-1b2c3d4e5f60',
      name: 'Согласие',
      linkName: 'согласие на обработку',
      content: '# Согласие',
    },
  ],
}
const banner = { visible: true, title: 'Новая версия', text: null, link: null }
const language = { name: 'English', code: 'en', enabled: true }

/** Runs a mutation against a fake platform: what it sent and which keys it invalidated. */
async function run<TData, TVariables>(
  make: (client: PlatformClient) => MutationOptions<TData, PlatformError, TVariables>,
  variables: TVariables,
  status = 204,
) {
  const { client, requests } = fakeClient(status, { id })
  const keys = await invalidatedBy(make(client), variables)
  const request = requests[0]
  const text = await request?.text()
  return {
    request: `${request?.method} ${new URL(request?.url ?? '').pathname}`,
    body: text ? JSON.parse(text) : undefined,
    keys,
  }
}

describe('documents', () => {
  const published = [
    uiKeys.projectInfo(),
    uiKeys.publicSettings(),
    ['ui', 'documentView'],
    profileKeys.summary(),
    profileKeys.details(),
  ]
  const changed = [
    documentKeys.lists(),
    documentKeys.detail(id),
    lookupKeys.documents({}),
    ...published,
  ]

  it('create refreshes the table and the pickers only: no domain uses it yet', async () => {
    expect(await run(createDocumentMutation, { body: document }, 201)).toEqual({
      request: `POST ${api}/documents`,
      body: document,
      keys: [documentKeys.lists(), lookupKeys.documents({})],
    })
  })

  it('update refreshes the document and every place that publishes it', async () => {
    expect(await run(updateDocumentMutation, { params: { path: { id } }, body: document })).toEqual(
      { request: `PUT ${api}/documents/${id}`, body: document, keys: changed },
    )
  })

  it('delete refreshes the document and every place that publishes it', async () => {
    expect(await run(deleteDocumentMutation, { params: { path: { id } } })).toEqual({
      request: `DELETE ${api}/documents/${id}`,
      body: undefined,
      keys: changed,
    })
  })

  it('a toggle refreshes the document and every place that publishes it', async () => {
    expect(
      await run(setDocumentEnabledMutation, { params: { path: { id } }, body: { enabled: false } }),
    ).toEqual({
      request: `PUT ${api}/documents/${id}/enabled`,
      body: { enabled: false },
      keys: changed,
    })
  })

  it('the invalidated keys cover every look-up and every document view', () => {
    const searched = lookupKeys.documents({ searchValue: 'согл', type: 'agreement' })
    expect(partialMatchKey(searched, lookupKeys.documents({}))).toBe(true)
    expect(partialMatchKey(uiKeys.documentView('personal-data'), ['ui', 'documentView'])).toBe(true)
    expect(partialMatchKey(uiKeys.projectInfo(), ['ui', 'documentView'])).toBe(false)
  })
})

describe('banners', () => {
  it('create refreshes the table and the pickers only: no domain shows it yet', async () => {
    expect(await run(createBannerMutation, { body: banner }, 201)).toEqual({
      request: `POST ${api}/banners`,
      body: banner,
      keys: [bannerKeys.lists(), lookupKeys.banners({})],
    })
  })

  it('update also refreshes the project info of the sign-in layout', async () => {
    expect(await run(updateBannerMutation, { params: { path: { id } }, body: banner })).toEqual({
      request: `PUT ${api}/banners/${id}`,
      body: banner,
      keys: [bannerKeys.lists(), lookupKeys.banners({}), uiKeys.projectInfo()],
    })
  })

  it('delete also refreshes the project info of the sign-in layout', async () => {
    expect(await run(deleteBannerMutation, { params: { path: { id } } })).toEqual({
      request: `DELETE ${api}/banners/${id}`,
      body: undefined,
      keys: [bannerKeys.lists(), lookupKeys.banners({}), uiKeys.projectInfo()],
    })
  })

  it('a visibility toggle also refreshes the project info of the sign-in layout', async () => {
    expect(
      await run(setBannerVisibleMutation, { params: { path: { id } }, body: { visible: false } }),
    ).toEqual({
      request: `PUT ${api}/banners/${id}/visible`,
      body: { visible: false },
      keys: [bannerKeys.lists(), lookupKeys.banners({}), uiKeys.projectInfo()],
    })
  })
})

describe('languages', () => {
  it('create refreshes the table and the pickers only: no domain offers it yet', async () => {
    expect(await run(createLanguageMutation, { body: language }, 201)).toEqual({
      request: `POST ${api}/locales`,
      body: language,
      keys: [languageKeys.lists(), lookupKeys.locales({})],
    })
  })

  it('update also refreshes the project info of the language switcher', async () => {
    expect(await run(updateLanguageMutation, { params: { path: { id } }, body: language })).toEqual(
      {
        request: `PUT ${api}/locales/${id}`,
        body: language,
        keys: [languageKeys.lists(), lookupKeys.locales({}), uiKeys.projectInfo()],
      },
    )
  })

  it('delete also refreshes the project info of the language switcher', async () => {
    expect(await run(deleteLanguageMutation, { params: { path: { id } } })).toEqual({
      request: `DELETE ${api}/locales/${id}`,
      body: undefined,
      keys: [languageKeys.lists(), lookupKeys.locales({}), uiKeys.projectInfo()],
    })
  })

  it('a toggle also refreshes the project info of the language switcher', async () => {
    expect(
      await run(setLanguageEnabledMutation, { params: { path: { id } }, body: { enabled: true } }),
    ).toEqual({
      request: `PUT ${api}/locales/${id}/enabled`,
      body: { enabled: true },
      keys: [languageKeys.lists(), lookupKeys.locales({}), uiKeys.projectInfo()],
    })
  })
})
