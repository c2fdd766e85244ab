import {
  createDeviceType,
  createDomain,
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
import type { TourStop } from './harness'

export const tour: TourStop[] = [
  {
    name: 'domains: the table, the edit modal of the base domain and its pickers',
    async run(context) {
      const client = await context.as('admin')
      const { domains } = context.ok(await listDomains(client), 'listDomains')
      context.ok(
        await listDomains(client, {
          params: { query: { search: 'example', sortBy: 'alias', sort: 'asc' } },
        }),
        'listDomains (sorted)',
      )
      const base = domains.find((domain) => domain.base)
      if (!base) throw new Error('no base domain')
      const domain = context.ok(
        await getDomain(client, { params: { path: { id: base.id } } }),
        'getDomain',
      )
      context.ok(await listStyleTemplates(client), 'listStyleTemplates')
      context.ok(
        await searchLocales(client, {
          params: { query: { ids: domain.locales.map((locale) => locale.localeId) } },
        }),
        'searchLocales',
      )
      context.ok(
        await searchDocuments(client, { params: { query: { type: 'agreement' } } }),
        'searchDocuments',
      )
      context.ok(
        await searchDocuments(client, { params: { query: { searchValue: 'прав' } } }),
        'searchDocuments (text)',
      )
      context.ok(
        await searchBanners(client, { params: { query: { ids: domain.banners } } }),
        'searchBanners',
      )
      context.ok(
        await searchDeviceTypes(client, { params: { query: { searchValue: 'компь' } } }),
        'searchDeviceTypes',
      )
      context.ok(
        await searchDomains(client, { params: { query: { searchValue: 'example' } } }),
        'searchDomains',
      )
    },
  },
  {
    name: 'domains: create from the base settings, edit, disable and delete',
    async run(context) {
      const client = await context.as('admin')
      const { locales } = context.ok(await getBaseDomainSettings(client), 'getBaseDomainSettings')
      const desktop = context.sandbox.state.domains.deviceTypes.find(
        (type) => type.code === 'desktop',
      )
      const body = {
        enabled: true,
        base: false,
        comment: 'Домен выставки',
        aliases: ['expo.example.ru'],
        imageCode: null,
        styleTemplate: 'dark',
        publicDocsUrl: 'https://docs.example.ru/expo',
        baseSettings: false,
        cookie: true,
        documents: [],
        banners: [],
        devicesIdAttributes: desktop
          ? [{ deviceTypeId: desktop.id, idAttributes: ['email' as const, 'login' as const] }]
          : [],
        locales,
        agreements: [],
      }
      const { id } = context.ok(await createDomain(client, { body }), 'createDomain')
      context.ok(
        await updateDomain(client, {
          params: { path: { id } },
          body: { ...body, aliases: ['expo.example.ru', 'expo2026.example.ru'] },
        }),
        'updateDomain',
      )
      context.ok(
        await setDomainEnabled(client, { params: { path: { id } }, body: { enabled: false } }),
        'setDomainEnabled',
      )
      context.ok(await deleteDomain(client, { params: { path: { id } } }), 'deleteDomain')
    },
  },
  {
    name: 'device types: the table, create, rename and delete',
    async run(context) {
      const client = await context.as('admin')
      context.ok(
        await listDeviceTypes(client, { params: { query: { sortBy: 'name', sort: 'asc' } } }),
        'listDeviceTypes',
      )
      const { id } = context.ok(
        await createDeviceType(client, { body: { name: 'Умные часы', code: 'watch' } }),
        'createDeviceType',
      )
      context.ok(
        await updateDeviceType(client, {
          params: { path: { id } },
          body: { name: 'Часы', code: 'smartWatch' },
        }),
        'updateDeviceType',
      )
      context.ok(await deleteDeviceType(client, { params: { path: { id } } }), 'deleteDeviceType')
    },
  },
]
