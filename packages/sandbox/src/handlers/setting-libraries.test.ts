import {
  createBanner,
  createDocument,
  createLanguage,
  type DocumentInput,
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
import { describe, expect, it } from 'vitest'
import { data, failure, signedIn } from '../../test/support/admin'
import type { Sandbox } from '../sandbox'

function language(sandbox: Sandbox, code: string) {
  const found = sandbox.state.libraries.languages.find((item) => item.code === code)
  if (!found) throw new Error(`no language ${code}`)
  return found
}

function documentInput(sandbox: Sandbox): DocumentInput {
  return {
    enabled: true,
    name: 'Правила пользования сервисом',
    type: 'document',
    adminVisible: true,
    format: 'md',
    locales: [
      {
        localeId: language(sandbox, 'ru').id,
        name: 'Правила',
        linkName: null,
        content: '# Правила',
      },
      { localeId: language(sandbox, 'en').id, name: 'Rules', linkName: null, content: '# Rules' },
    ],
  }
}

describe('documents', () => {
  it('holds agreements and documents in md and html, each in Russian and English', async () => {
    const { client, sandbox } = await signedIn()
    const { documents, meta } = data(
      await listDocuments(client, { params: { query: { limit: 100 } } }),
    )
    expect(meta).toMatchObject({ sortBy: 'createdAt', sort: 'desc', total: documents.length })
    expect(documents.map((row) => row.createdAt)).toEqual(
      documents
        .map((row) => row.createdAt)
        .sort()
        .reverse(),
    )
    const codes = documents.filter((row) => row.type === 'agreement').map((row) => row.code)
    expect(codes).toEqual(expect.arrayContaining(['personal-data', 'terms-of-use', 'cookies']))
    expect(new Set(documents.map((row) => row.format))).toEqual(new Set(['md', 'html']))
    const ru = language(sandbox, 'ru').id
    const en = language(sandbox, 'en').id
    for (const row of documents) expect(row.localeIds).toEqual([ru, en])
    const kk = language(sandbox, 'kk').id
    expect(
      data(await listDocuments(client, { params: { query: { locale: kk } } })).meta.total,
    ).toBe(0)
    const agreements = data(
      await listDocuments(client, { params: { query: { type: 'agreement', search: 'cookie' } } }),
    )
    expect(agreements.documents.map((row) => row.code)).toEqual(['cookies'])
  })

  it('needs a locale entry, a Latin code and a unique one; generates it from the name', async () => {
    const { client, sandbox } = await signedIn()
    const body = documentInput(sandbox)
    expect(
      failure(await createDocument(client, { body: { ...body, locales: [] } })).body?.errorList,
    ).toEqual({
      locales: ['errorLocaleRequired'],
    })
    expect(
      failure(await createDocument(client, { body: { ...body, code: 'правила' } })).body?.errorList,
    ).toEqual({
      code: ['errorLatin'],
    })
    const [first] = body.locales
    if (!first) throw new Error('no locale')
    const unknownLocale = {
      ...body,
      locales: [
        first,
        first,
        { ...first, localeId: '00000000-0000-4000-8000-000000000000', content: '' },
      ],
    }
    expect(failure(await createDocument(client, { body: unknownLocale })).body?.errorList).toEqual({
      'locales.1.localeId': ['errorUnique'],
      'locales.2.localeId': ['errorInvalid'],
      'locales.2.content': ['errorEmpty'],
    })
    expect(
      failure(await createDocument(client, { body: { ...body, code: 'personal-data' } })),
    ).toEqual({
      status: 409,
      body: { errorList: { code: ['errorUnique'] } },
    })
    const one = data(await createDocument(client, { body }))
    const two = data(await createDocument(client, { body }))
    expect(data(await getDocument(client, { params: { path: { id: one.id } } })).code).toBe(
      'pravila-polzovaniya-servisom',
    )
    expect(data(await getDocument(client, { params: { path: { id: two.id } } })).code).toBe(
      'pravila-polzovaniya-servisom-2',
    )
  })

  it('updates keeping the code, toggles, and deletes from the domains too', async () => {
    const { client, sandbox } = await signedIn()
    const agreement = sandbox.state.libraries.documents.find(
      (item) => item.code === 'personal-data',
    )
    if (!agreement) throw new Error('no agreement')
    const { id } = agreement
    const body = {
      ...documentInput(sandbox),
      type: 'agreement' as const,
      name: 'Согласие (редакция 2)',
    }
    expect(
      failure(
        await updateDocument(client, { params: { path: { id } }, body: { ...body, locales: [] } }),
      ).status,
    ).toBe(400)
    data(await updateDocument(client, { params: { path: { id } }, body }))
    expect(data(await getDocument(client, { params: { path: { id } } }))).toMatchObject({
      code: 'personal-data',
      name: 'Согласие (редакция 2)',
    })
    data(await setDocumentEnabled(client, { params: { path: { id } }, body: { enabled: false } }))
    expect(data(await getDocument(client, { params: { path: { id } } })).enabled).toBe(false)
    data(await deleteDocument(client, { params: { path: { id } } }))
    expect(failure(await getDocument(client, { params: { path: { id } } })).status).toBe(404)
    for (const domain of sandbox.state.domains.items) {
      expect(domain.documents).not.toContain(id)
      expect(domain.agreements.map((entry) => entry.agreementId)).not.toContain(id)
    }
  })
})

describe('banners', () => {
  it('creates with a generated code, validates links and codes, toggles and deletes', async () => {
    const { client, sandbox } = await signedIn()
    const before = data(await listBanners(client)).meta.total
    const body = {
      visible: true,
      title: 'Обновление 4.13',
      text: 'Новые возможности',
      link: '/platform/law/release-notes',
    }
    const { id } = data(await createBanner(client, { body }))
    const { banners, meta } = data(await listBanners(client))
    expect(meta.total).toBe(before + 1)
    expect(banners[0]).toMatchObject({
      id,
      code: 'obnovlenie-4-13',
      link: '/platform/law/release-notes',
    })
    expect(
      failure(await createBanner(client, { body: { ...body, link: 'status example' } })).body
        ?.errorList,
    ).toEqual({ link: ['errorUrl'] })
    expect(
      failure(await createBanner(client, { body: { ...body, title: '' } })).body?.errorList,
    ).toEqual({ title: ['errorEmpty'] })
    expect(
      failure(
        await updateBanner(client, {
          params: { path: { id } },
          body: { ...body, code: 'maintenance' },
        }),
      ).status,
    ).toBe(409)
    data(
      await updateBanner(client, {
        params: { path: { id } },
        body: { ...body, title: 'Обновление 4.13.1' },
      }),
    )
    data(await setBannerVisible(client, { params: { path: { id } }, body: { visible: false } }))
    expect(sandbox.state.libraries.banners.find((banner) => banner.id === id)).toMatchObject({
      title: 'Обновление 4.13.1',
      code: 'obnovlenie-4-13',
      visible: false,
    })
    const seeded = sandbox.state.libraries.banners[0]?.id ?? ''
    data(await deleteBanner(client, { params: { path: { id: seeded } } }))
    for (const domain of sandbox.state.domains.items) expect(domain.banners).not.toContain(seeded)
    expect(failure(await deleteBanner(client, { params: { path: { id: seeded } } })).status).toBe(
      404,
    )
  })
})

describe('languages', () => {
  it('lists ru and en enabled and a disabled one, sorted by name', async () => {
    const { client } = await signedIn()
    const { locales, meta } = data(await listLanguages(client))
    expect(meta).toMatchObject({ sortBy: 'name', sort: 'asc' })
    const names = locales.map((item) => item.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')))
    expect(
      locales
        .filter((item) => item.enabled)
        .map((item) => item.code)
        .sort(),
    ).toEqual(['en', 'ru'])
    expect(locales.some((item) => !item.enabled)).toBe(true)
  })

  it('validates codes, keeps them unique, toggles, and deletes with the texts in it', async () => {
    const { client, sandbox } = await signedIn()
    expect(
      failure(
        await createLanguage(client, { body: { name: 'Deutsch', code: 'DE', enabled: true } }),
      ).body?.errorList,
    ).toEqual({ code: ['errorInvalid'] })
    expect(
      failure(await createLanguage(client, { body: { name: '', code: 'бе', enabled: true } })).body
        ?.errorList,
    ).toEqual({ name: ['errorEmpty'], code: ['errorLatin'] })
    expect(
      failure(
        await createLanguage(client, { body: { name: 'Английский', code: 'en', enabled: true } }),
      ).status,
    ).toBe(409)
    const { id } = data(
      await createLanguage(client, { body: { name: 'Deutsch', code: 'de', enabled: false } }),
    )
    data(
      await updateLanguage(client, {
        params: { path: { id } },
        body: { name: 'Deutsch (Deutschland)', code: 'de', enabled: false },
      }),
    )
    data(await setLanguageEnabled(client, { params: { path: { id } }, body: { enabled: true } }))
    expect(sandbox.state.libraries.languages.find((item) => item.id === id)).toMatchObject({
      name: 'Deutsch (Deutschland)',
      enabled: true,
    })
    const en = language(sandbox, 'en').id
    data(await deleteLanguage(client, { params: { path: { id: en } } }))
    for (const document of sandbox.state.libraries.documents) {
      expect(document.locales.map((entry) => entry.localeId)).not.toContain(en)
    }
    expect(failure(await deleteLanguage(client, { params: { path: { id: en } } })).status).toBe(404)
  })
})
