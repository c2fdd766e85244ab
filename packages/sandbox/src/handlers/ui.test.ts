import {
  getDiagnosticsApplicationsStatus,
  getDiagnosticsStatus,
  getDocumentView,
  getMenu,
  getMonitoringStatus,
  getPlatformConfigure,
  getPlatformMenu,
  getProfile,
  getProjectInfo,
  getPublicSettings,
  getServiceApplication,
  getServicesMenu,
  getStyleAsset,
  getUserSettings,
  listCountryCodes,
  recordMetricsHit,
  reportDevice,
  updateUserSettings,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { account, data, failure, signIn, testBed } from '../../test/support/visitor'
import { findSetting } from '../state/settings'

const baseDomain = (sandbox: ReturnType<typeof testBed>['sandbox']) => {
  const domain = sandbox.state.domains.items.find((candidate) => candidate.base)
  if (!domain) throw new Error('the seed has a base domain')
  return domain
}

describe('project info', () => {
  it('is derived from the base domain and the libraries, live', async () => {
    const { client, sandbox } = testBed()
    const domain = baseDomain(sandbox)
    const info = data(await getProjectInfo(client))
    const ru = domain.locales.find((entry) => entry.order === 0)?.settings
    expect(info.copyright).toEqual({ text: ru?.copyright, title: ru?.projectTitle })
    expect(info.helpUrl).toBe(domain.publicDocsUrl)
    expect(info.styleCode).toBe(domain.imageCode)
    expect(info.locales).toEqual([
      { code: 'ru', name: 'Русский' },
      { code: 'en', name: 'English' },
    ])
    const visible = sandbox.state.libraries.banners.filter(
      (banner) => banner.visible && ru?.banners.includes(banner.id),
    )
    expect(info.options.ru?.authBanners.map((banner) => banner.code)).toEqual(
      visible.map((banner) => banner.code),
    )
    expect(info.lawInfo.termsInfo?.link).toMatch(/^\/platform\/law\//)

    if (ru) ru.copyright = '© 2027 АО «Новые решения»'
    domain.cookie = false
    const english = data(await getProjectInfo(client, { headers: { 'Accept-Language': 'en' } }))
    expect(english.copyright.title).toBe(
      domain.locales.find((entry) => entry.order === 1)?.settings.projectTitle,
    )
    expect(english.options.ru?.cookie).toBeNull()
    expect(data(await getProjectInfo(client)).copyright.text).toBe('© 2027 АО «Новые решения»')
  })

  it('serves the style images with their types, 404 for a missing one', async () => {
    const { client, sandbox } = testBed()
    const info = data(await getProjectInfo(client))
    const logo = data(
      await getStyleAsset(client, {
        params: { path: { styleCode: info.styleCode, asset: 'logo' } },
      }),
    )
    expect(logo.blob.type).toBe('image/svg+xml')
    expect(await logo.blob.text()).toMatch(/^<svg/)
    const help = data(
      await getStyleAsset(client, {
        params: { path: { styleCode: info.styleCode, asset: 'backgroundHelp' } },
      }),
    )
    expect(help.blob.type).toBe('image/png')
    expect([...new Uint8Array(await help.blob.arrayBuffer()).slice(1, 4)]).toEqual([
      0x50, 0x4e, 0x47,
    ])
    const partners =
      sandbox.state.domains.items.find((domain) => !domain.base && domain.imageCode)?.imageCode ??
      'none'
    expect(
      failure(
        await getStyleAsset(client, {
          params: { path: { styleCode: partners, asset: 'miniLogo' } },
        }),
      ).status,
    ).toBe(404)
    expect(
      failure(
        await getStyleAsset(client, { params: { path: { styleCode: 'nostyle', asset: 'logo' } } }),
      ).status,
    ).toBe(404)
  })

  it('answers the style base beside the portal, where the logos and backgrounds live', async () => {
    const { client, sandbox } = testBed()
    const info = data(await getProjectInfo(client))
    expect(info.logos.logo).toBe(`/style/${info.styleCode}/logo`)
    const origin = 'http://sandbox.test'
    const logo = await sandbox.fetch(`${origin}${info.logos.logo}`)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('Content-Type')).toBe('image/svg+xml')
    // The sign-in background is the project's (by its code).
    const background = await sandbox.fetch(`${origin}/style/${info.code}/background`)
    expect(background.status).toBe(200)
    expect((await sandbox.fetch(`${origin}/style/nostyle/logo`)).status).toBe(404)
  })

  it('gives the interface switches of the host the portal is served on', async () => {
    const { sandbox } = testBed()
    const switches = async (origin: string) =>
      (
        (await (await sandbox.fetch(`${origin}/api/v1/platform/ui/project/info`)).json()) as {
          uiSettings: Record<string, boolean>
        }
      ).uiSettings
    expect(await switches('http://127.0.0.1:4173')).toMatchObject({
      headerVisible: true,
      navMiniTitle: false,
    })
    expect(await switches('http://compact.localhost:4173')).toMatchObject({
      headerVisible: false,
      editNavMini: true,
      navMiniTitle: true,
    })
  })

  it('offers the password policy, form fields and agreements of the settings', async () => {
    const { client, sandbox } = testBed()
    const length = findSetting(sandbox.state.settings, 'passwordLength')
    if (length) length.value = 12
    const settings = data(await getPublicSettings(client))
    expect(settings.passwordPolicy.minLength).toBe(length ? 12 : 8)
    expect(settings.fields.lastName).toEqual({ visible: true, required: true })
    expect(settings.codeLength).toBe(4)
    const required = baseDomain(sandbox).agreements.filter((entry) => entry.loginRequired)
    expect(settings.terms.filter((term) => term.loginRequired)).toHaveLength(required.length)
  })

  it('shows a legal document in every locale it has', async () => {
    const { client, sandbox } = testBed()
    const document = sandbox.state.libraries.documents.find((candidate) => candidate.enabled)
    const view = data(
      await getDocumentView(client, { params: { path: { code: document?.code ?? '' } } }),
    )
    expect(view.documents.map((entry) => entry.locale)).toEqual(['ru', 'en'])
    expect(view.documents[0]).toMatchObject({
      name: document?.locales[0]?.name,
      format: document?.format,
    })
    expect(
      failure(await getDocumentView(client, { params: { path: { code: 'no-such-doc' } } })).status,
    ).toBe(404)
  })
})

describe('menus and access flags', () => {
  it('the portal navigation is the same for everyone, in the request language', async () => {
    const { client } = testBed()
    const { menu } = data(await getMenu(client, { params: { query: { type: 'platform' } } }))
    expect(menu[0]).toMatchObject({
      applicationKey: 'platform',
      serviceUrl: '/platform/profile',
      title: 'Профиль',
    })
    expect(menu.find((entry) => entry.serviceUrl === '/platform/apps')?.visible).toBe(false)
    const english = data(
      await getMenu(client, {
        params: { query: { type: 'platform' } },
        headers: { 'Accept-Language': 'en' },
      }),
    )
    expect(english.menu[0]?.title).toBe('Profile')
  })

  it('the administration menu and flags only for administrators', async () => {
    const { client, browser } = testBed()
    await signIn(client, 'admin')
    expect(data(await getPlatformMenu(client)).menu.length).toBeGreaterThan(5)
    expect(data(await getPlatformConfigure(client)).accesses).toEqual({
      monitoringNotifyAccess: true,
      diagnosticsNotifyAccess: true,
      diagnosticsApplicationsNotifyAccess: true,
      masterAccountAccess: true,
      usersAccess: true,
    })
    const master = browser()
    await signIn(master, 'master')
    expect(data(await getPlatformMenu(master)).menu).toEqual([])
    expect(data(await getPlatformConfigure(master)).accesses).toMatchObject({
      masterAccountAccess: true,
      usersAccess: false,
      monitoringNotifyAccess: false,
    })
  })

  it('each indicator flag can differ between administrators, and its status call follows it', async () => {
    const { browser } = testBed()
    const expected = {
      operator: [true, false, false],
      auditor: [false, false, true],
    } as const
    for (const [login, [monitoring, diagnostics, applications]] of Object.entries(expected)) {
      const client = browser()
      await signIn(client, login)
      expect(data(await getPlatformConfigure(client)).accesses).toMatchObject({
        monitoringNotifyAccess: monitoring,
        diagnosticsNotifyAccess: diagnostics,
        diagnosticsApplicationsNotifyAccess: applications,
        usersAccess: true,
      })
      expect((await getMonitoringStatus(client)).response?.status).toBe(monitoring ? 200 : 403)
      expect((await getDiagnosticsStatus(client)).response?.status).toBe(diagnostics ? 200 : 403)
      expect((await getDiagnosticsApplicationsStatus(client)).response?.status).toBe(
        applications ? 200 : 403,
      )
    }
  })

  it('the services are the enabled, visible applications granted to the person', async () => {
    const { client, sandbox, browser } = testBed()
    await signIn(client, 'user')
    const { services } = data(await getServicesMenu(client))
    expect(services).toHaveLength(1)
    const granted = sandbox.state.applications.items.find(
      (app) => app.id === account(sandbox, 'user').applications[0],
    )
    expect(services[0]).toMatchObject({
      serviceUrl: granted?.url,
      title: granted?.name,
      visible: true,
    })
    const limited = browser()
    await signIn(limited, 'limited')
    expect(data(await getServicesMenu(limited)).services).toEqual([])
    const admin = browser()
    await signIn(admin, 'admin')
    const before = data(await getServicesMenu(admin)).services.length
    if (granted) granted.enabled = false
    expect(data(await getServicesMenu(admin)).services).toHaveLength(before - 1)
  })

  it('gives a service card by code, 404 for an unknown one', async () => {
    const { client, sandbox } = testBed()
    const app = sandbox.state.applications.items.find(
      (candidate) => candidate.enabled && candidate.code,
    )
    const card = data(
      await getServiceApplication(client, { params: { path: { app: app?.code ?? '' } } }),
    )
    expect(card).toMatchObject({ code: app?.code, name: app?.name, url: app?.url })
    expect(
      failure(await getServiceApplication(client, { params: { path: { app: 'nosuchapp' } } }))
        .status,
    ).toBe(404)
  })
})

describe('user settings', () => {
  it('keeps the preferences per account and checks them', async () => {
    const { client } = testBed()
    await signIn(client, 'limited')
    expect(data(await getUserSettings(client))).toEqual({
      lang: null,
      pagination: null,
      navMini: false,
      cookie: false,
    })
    expect((await updateUserSettings(client, { body: { cookie: true } })).ok).toBe(true)
    expect((await updateUserSettings(client, { body: { lang: 'en', pagination: 50 } })).ok).toBe(
      true,
    )
    expect(data(await getUserSettings(client))).toEqual({
      lang: 'en',
      pagination: 50,
      navMini: false,
      cookie: true,
    })
    expect(data(await getProfile(client)).mainInfo.locale).toBe('en')
    expect(failure(await updateUserSettings(client, { body: { lang: 'kk' } })).body).toEqual({
      errorList: { lang: ['errorInvalid'] },
    })
  })

  it('records device reports and page views, refusing malformed ones', async () => {
    const { client, sandbox } = testBed()
    const hit = {
      code: 'identity',
      url: 'https://id.example.ru/platform/login?ref=x',
      title: 'Вход',
      displaySize: '1920x1080',
      displayZoom: 1,
      displayWindowSize: '1920x947',
    }
    expect((await recordMetricsHit(client, { body: hit })).ok).toBe(true)
    expect(sandbox.state.ui.metrics[0]).toMatchObject({
      url: 'https://id.example.ru/platform/login',
      accountId: null,
    })
    expect(
      failure(await recordMetricsHit(client, { body: { ...hit, url: 'id.example.ru' } })).body,
    ).toEqual({ errorList: { url: ['errorUrl'] } })
    await signIn(client, 'user')
    const report = { displaySize: '1920x1080', displayWindowSize: '1536x730', displayZoom: 1.25 }
    expect((await reportDevice(client, { body: report })).ok).toBe(true)
    expect(Object.values(sandbox.state.ui.displays)).toEqual([
      { ...report, reportedAt: '2026-11-21T09:30:00.000Z' },
    ])
    expect(
      failure(await reportDevice(client, { body: { ...report, displayZoom: 0 } })).body,
    ).toEqual({ errorList: { displayZoom: ['errorInvalid'] } })
  })

  it('lists the phone countries in the request language, Russia first', async () => {
    const { client } = testBed()
    const { countries } = data(
      await listCountryCodes(client, { headers: { 'Accept-Language': 'en' } }),
    )
    expect(countries[0]).toEqual({
      code: 'RU',
      dialCode: '+7',
      name: 'Russia',
      mask: '(###) ###-##-##',
    })
    expect(countries.some((country) => country.mask === null)).toBe(true)
  })
})
