// Startup data of the portal, public and signed in.
import {
  getDocumentView,
  getMenu,
  getPlatformConfigure,
  getPlatformMenu,
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
import type { TourStop } from './harness'

function check(condition: unknown, what: string): void {
  if (!condition) throw new Error(`ui tour: ${what}`)
}

export const tour: TourStop[] = [
  {
    name: 'the portal starts for a visitor',
    async run(context) {
      const client = context.anonymous
      const info = context.ok(await getProjectInfo(client), 'getProjectInfo')
      check(info.locales.length >= 1, 'a language')
      const { menu } = context.ok(
        await getMenu(client, { params: { query: { type: 'platform' } } }),
        'getMenu',
      )
      check(menu.length > 0, 'a navigation')
      const { countries } = context.ok(await listCountryCodes(client), 'listCountryCodes')
      check(countries[0]?.code === 'RU', 'Russia first')
      const settings = context.ok(await getPublicSettings(client), 'getPublicSettings')
      check(settings.codeLength === 4, 'four-digit codes')
      for (const asset of ['logo', 'backgroundHelp'] as const) {
        const image = context.ok(
          await getStyleAsset(client, { params: { path: { styleCode: info.styleCode, asset } } }),
          `getStyleAsset ${asset}`,
        )
        check(image.blob.size > 0, `the ${asset} image`)
      }
      const document = context.sandbox.state.libraries.documents.find((entry) => entry.enabled)
      const view = context.ok(
        await getDocumentView(client, { params: { path: { code: document?.code ?? '' } } }),
        'getDocumentView',
      )
      check(view.documents.length > 0, 'the document in a locale')
      const app = context.sandbox.state.applications.items.find(
        (entry) => entry.enabled && entry.code,
      )
      context.ok(
        await getServiceApplication(client, { params: { path: { app: app?.code ?? '' } } }),
        'getServiceApplication',
      )
      context.ok(
        await recordMetricsHit(client, {
          body: {
            code: info.code,
            url: 'https://platform.example.ru/platform/login',
            title: `Авторизация — ${info.copyright.title ?? ''}`,
            displaySize: '1920x1080',
            displayZoom: 1,
            displayWindowSize: '1920x947',
          },
        }),
        'recordMetricsHit',
      )
    },
  },
  {
    name: 'the shell loads for a signed-in administrator',
    async run(context) {
      const admin = await context.as('admin')
      const { menu } = context.ok(await getPlatformMenu(admin), 'getPlatformMenu')
      check(menu.length > 0, 'the administration menu')
      const { services } = context.ok(await getServicesMenu(admin), 'getServicesMenu')
      check(services.length > 1, 'several services')
      const configure = context.ok(await getPlatformConfigure(admin), 'getPlatformConfigure')
      check(configure.accesses.usersAccess, 'the users administration')
      const settings = context.ok(await getUserSettings(admin), 'getUserSettings')
      context.ok(
        await updateUserSettings(admin, { body: { navMini: !settings.navMini } }),
        'updateUserSettings',
      )
      context.ok(
        await updateUserSettings(admin, { body: { navMini: settings.navMini } }),
        'updateUserSettings back',
      )
      context.ok(
        await reportDevice(admin, {
          body: { displaySize: '1920x1080', displayWindowSize: '1536x730', displayZoom: 1.25 },
        }),
        'reportDevice',
      )
    },
  },
]
