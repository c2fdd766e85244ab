import {
  createDeviceType,
  createDomain,
  type DomainInput,
  deleteDeviceType,
  deleteDomain,
  getBaseDomainSettings,
  getDomain,
  listDeviceTypes,
  listDomains,
  listStyleTemplates,
  searchBanners,
  searchDeviceTypes,
  searchDocuments,
  searchDomains,
  searchLocales,
  setDomainEnabled,
  updateDeviceType,
  updateDomain,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { data, failure, signedIn } from '../../test/support/admin'
import type { Sandbox } from '../sandbox'

function minimal(sandbox: Sandbox, alias: string): DomainInput {
  const locales = sandbox.state.domains.items.find((domain) => domain.base)?.locales ?? []
  return { aliases: [alias], locales: structuredClone(locales.slice(0, 1)) }
}

describe('domains', () => {
  it('lists the base domain first, filters and pages', async () => {
    const { client } = await signedIn()
    const all = data(await listDomains(client))
    expect(all.domains[0]).toMatchObject({
      base: true,
      aliases: ['platform.example.ru', 'id.example.ru'],
    })
    expect(all.domains.filter((domain) => domain.base)).toHaveLength(1)
    expect(all.meta).toMatchObject({ total: all.domains.length, sortBy: null, sort: null })
    const disabled = data(await listDomains(client, { params: { query: { enabled: false } } }))
    expect(disabled.domains.every((domain) => !domain.enabled)).toBe(true)
    const partners = data(await listDomains(client, { params: { query: { search: 'партн' } } }))
    expect(partners.domains.map((domain) => domain.aliases[0])).toEqual(['partners.example.ru'])
    const sorted = data(
      await listDomains(client, { params: { query: { sortBy: 'alias', sort: 'desc' } } }),
    )
    const aliases = sorted.domains.map((domain) => domain.aliases[0] ?? '')
    expect(aliases).toEqual([...aliases].sort((a, b) => b.localeCompare(a, 'ru')))
  })

  it('creates with the new-domain defaults and moves the base flag', async () => {
    const { client, sandbox } = await signedIn()
    const { id } = data(await createDomain(client, { body: minimal(sandbox, 'new.example.ru') }))
    const created = data(await getDomain(client, { params: { path: { id } } }))
    expect(created).toMatchObject({
      enabled: true,
      cookie: true,
      base: false,
      baseSettings: false,
      documents: [],
    })
    data(
      await updateDomain(client, {
        params: { path: { id } },
        body: { ...minimal(sandbox, 'new.example.ru'), base: true },
      }),
    )
    const bases = sandbox.state.domains.items
      .filter((domain) => domain.base)
      .map((domain) => domain.id)
    expect(bases).toEqual([id])
    expect(sandbox.state.history.rows[0]).toMatchObject({
      type: 'update',
      entity: 'domains',
      entityId: id,
    })
  })

  it('refuses aliases with a scheme, no language, unknown references and used aliases', async () => {
    const { client, sandbox } = await signedIn()
    const bad = failure(
      await createDomain(client, {
        body: {
          ...minimal(sandbox, 'https://x.example.ru'),
          publicDocsUrl: 'docs',
          styleTemplate: 'neon',
          devicesIdAttributes: [
            { deviceTypeId: '00000000-0000-4000-8000-000000000000', idAttributes: ['login'] },
          ],
        },
      }),
    )
    expect(bad).toEqual({
      status: 400,
      body: {
        errorList: {
          'aliases.0': ['errorDomain'],
          publicDocsUrl: ['errorUrl'],
          styleTemplate: ['errorInvalid'],
          'devicesIdAttributes.0.deviceTypeId': ['errorInvalid'],
        },
      },
    })
    const noLocale = failure(
      await createDomain(client, { body: { aliases: ['a.example.ru'], locales: [] } }),
    )
    expect(noLocale.body?.errorList).toEqual({ locales: ['errorLocaleRequired'] })
    const used = failure(await createDomain(client, { body: minimal(sandbox, 'ID.example.ru') }))
    expect(used).toEqual({ status: 409, body: { errorList: { 'aliases.0': ['errorUnique'] } } })
  })

  it('keeps the base flag until another domain takes it', async () => {
    const { client, sandbox } = await signedIn()
    const base = sandbox.state.domains.items.find((domain) => domain.base)
    if (!base) throw new Error('seed')
    const body = { ...structuredClone(base), base: false }
    const result = failure(await updateDomain(client, { params: { path: { id: base.id } }, body }))
    expect(result.body?.errorList).toEqual({ base: ['errorInvalid'] })
  })

  it('deletes a domain only while more than one exists; the base flag moves on', async () => {
    const { client, sandbox } = await signedIn()
    const ids = sandbox.state.domains.items.map((domain) => domain.id)
    const [last, ...others] = ids
    if (!last) throw new Error('seed')
    for (const id of others) data(await deleteDomain(client, { params: { path: { id } } }))
    const lastDomain = failure(await deleteDomain(client, { params: { path: { id: last } } }))
    expect(lastDomain).toMatchObject({ status: 409, body: { reason: 'lastDomain' } })
    const { id } = data(await createDomain(client, { body: minimal(sandbox, 'second.example.ru') }))
    data(await deleteDomain(client, { params: { path: { id: last } } }))
    expect(sandbox.state.domains.items.map((domain) => [domain.id, domain.base])).toEqual([
      [id, true],
    ])
    expect(
      sandbox.state.applications.items.some((application) => application.domains.includes(last)),
    ).toBe(false)
    expect(failure(await deleteDomain(client, { params: { path: { id: last } } })).status).toBe(404)
  })

  it('toggles enabled, and refuses non-administrators', async () => {
    const { client, sandbox } = await signedIn()
    const domain = sandbox.state.domains.items[1]
    if (!domain) throw new Error('seed')
    data(
      await setDomainEnabled(client, {
        params: { path: { id: domain.id } },
        body: { enabled: false },
      }),
    )
    expect(domain.enabled).toBe(false)
    expect(sandbox.state.history.rows[0]).toMatchObject({ type: 'disable', entityId: domain.id })
    const user = await signedIn('master')
    expect(failure(await listDomains(user.client)).status).toBe(403)
  })

  it('answers the look-ups of the domain form', async () => {
    const { client, sandbox } = await signedIn()
    const base = sandbox.state.domains.items.find((domain) => domain.base)
    const settings = data(await getBaseDomainSettings(client))
    expect(settings.locales).toEqual(base?.locales)
    const picked = data(
      await searchDomains(client, { params: { query: { searchValue: 'partners' } } }),
    )
    expect(picked.domains).toEqual([
      { id: sandbox.state.domains.items[1]?.id, alias: 'partners.example.ru', base: false },
    ])
    const templates = data(await listStyleTemplates(client))
    expect(templates.templates.map((template) => template.code)).toContain('default')
    const locales = data(await searchLocales(client))
    const enabled = (sandbox.state.libraries?.languages ?? []).filter(
      (language) => language.enabled,
    )
    expect(locales.locales.map((locale) => locale.code).sort()).toEqual(
      enabled.map((language) => language.code).sort(),
    )
    const agreements = data(
      await searchDocuments(client, { params: { query: { type: 'agreement' } } }),
    )
    expect(agreements.documents.every((document) => document.type === 'agreement')).toBe(true)
    const banners = data(await searchBanners(client))
    expect(banners.banners.length).toBe(Math.min(50, sandbox.state.libraries?.banners?.length ?? 0))
    const phone = data(
      await searchDeviceTypes(client, { params: { query: { searchValue: 'смарт' } } }),
    )
    expect(phone.devicesTypes.map((type) => type.code)).toEqual(['mobile'])
  })
})

describe('device types', () => {
  it('lists by name, creates, renames and deletes what no domain uses', async () => {
    const { client, sandbox } = await signedIn()
    const list = data(await listDeviceTypes(client))
    const names = list.devicesTypes.map((type) => type.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')))
    const { id } = data(await createDeviceType(client, { body: { name: 'Часы', code: 'watch' } }))
    data(
      await updateDeviceType(client, {
        params: { path: { id } },
        body: { name: 'Умные часы', code: 'watch' },
      }),
    )
    expect(sandbox.state.domains.deviceTypes.find((type) => type.id === id)?.name).toBe(
      'Умные часы',
    )
    data(await deleteDeviceType(client, { params: { path: { id } } }))
    expect(sandbox.state.domains.deviceTypes.some((type) => type.id === id)).toBe(false)
  })

  it('checks the code and refuses to delete a type a domain uses', async () => {
    const { client, sandbox } = await signedIn()
    const latin = failure(await createDeviceType(client, { body: { name: '', code: 'часы' } }))
    expect(latin.body?.errorList).toEqual({ name: ['errorEmpty'], code: ['errorLatin'] })
    const taken = failure(await createDeviceType(client, { body: { name: 'ПК', code: 'Desktop' } }))
    expect(taken).toEqual({ status: 409, body: { errorList: { code: ['errorUnique'] } } })
    const desktop = sandbox.state.domains.deviceTypes.find((type) => type.code === 'desktop')
    if (!desktop) throw new Error('seed')
    const inUse = failure(await deleteDeviceType(client, { params: { path: { id: desktop.id } } }))
    expect(inUse).toMatchObject({ status: 409, body: { reason: 'inUse' } })
  })
})
