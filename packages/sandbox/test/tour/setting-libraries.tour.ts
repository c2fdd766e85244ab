import {
  createBanner,
  createDocument,
  createLanguage,
  deleteBanner,
  deleteDocument,
  deleteLanguage,
  getDocument,
  listBanners,
  listDocuments,
  listLanguages,
  setBannerVisible,
  setDocumentEnabled,
  setLanguageEnabled,
  updateBanner,
  updateDocument,
  updateLanguage,
} from '@platform/sdk'
import type { TourStop } from './harness'

export const tour: TourStop[] = [
  {
    name: 'libraries: a new language and a document written in it',
    async run(context) {
      const client = await context.as('admin')
      const { locales } = context.ok(await listLanguages(client), 'listLanguages')
      const russian = locales.find((locale) => locale.code === 'ru')
      if (!russian) throw new Error('no Russian language')
      const language = { name: 'Deutsch', code: 'de', enabled: false }
      const { id: languageId } = context.ok(
        await createLanguage(client, { body: language }),
        'createLanguage',
      )
      context.ok(
        await updateLanguage(client, {
          params: { path: { id: languageId } },
          body: { ...language, name: 'Deutsch (Deutschland)' },
        }),
        'updateLanguage',
      )
      context.ok(
        await setLanguageEnabled(client, {
          params: { path: { id: languageId } },
          body: { enabled: true },
        }),
        'setLanguageEnabled',
      )

      context.ok(
        await listDocuments(client, {
          params: { query: { type: 'agreement', locale: russian.id, search: 'согласие' } },
        }),
        'listDocuments',
      )
      const document = {
        enabled: false,
        name: 'Правила пользования сервисом',
        type: 'document' as const,
        adminVisible: true,
        format: 'html' as const,
        locales: [
          {
            localeId: russian.id,
            name: 'Правила пользования',
            linkName: null,
            content: '<h1>Правила</h1><p>Общие положения.</p>',
          },
          {
            localeId: languageId,
            name: 'Nutzungsbedingungen',
            linkName: null,
            content: '<h1>Regeln</h1>',
          },
        ],
      }
      const { id } = context.ok(await createDocument(client, { body: document }), 'createDocument')
      const saved = context.ok(
        await getDocument(client, { params: { path: { id } } }),
        'getDocument',
      )
      context.ok(
        await updateDocument(client, {
          params: { path: { id } },
          body: {
            ...document,
            code: saved.code,
            format: 'md',
            locales: [
              { localeId: russian.id, name: 'Правила', linkName: 'правила', content: '# Правила' },
            ],
          },
        }),
        'updateDocument',
      )
      context.ok(
        await setDocumentEnabled(client, { params: { path: { id } }, body: { enabled: true } }),
        'setDocumentEnabled',
      )
      context.ok(await deleteDocument(client, { params: { path: { id } } }), 'deleteDocument')
      context.ok(
        await deleteLanguage(client, { params: { path: { id: languageId } } }),
        'deleteLanguage',
      )
    },
  },
  {
    name: 'libraries: a banner shown, hidden and removed',
    async run(context) {
      const client = await context.as('admin')
      context.ok(
        await listBanners(client, { params: { query: { sortBy: 'title', sort: 'asc' } } }),
        'listBanners',
      )
      const banner = {
        visible: true,
        title: 'Обновление 4.13',
        text: 'Новые возможности личного кабинета',
        link: '/platform/law/release-notes',
      }
      const { id } = context.ok(await createBanner(client, { body: banner }), 'createBanner')
      context.ok(
        await updateBanner(client, {
          params: { path: { id } },
          body: { ...banner, link: 'https://status.example.ru' },
        }),
        'updateBanner',
      )
      context.ok(
        await setBannerVisible(client, { params: { path: { id } }, body: { visible: false } }),
        'setBannerVisible',
      )
      context.ok(await deleteBanner(client, { params: { path: { id } } }), 'deleteBanner')
    },
  },
]
