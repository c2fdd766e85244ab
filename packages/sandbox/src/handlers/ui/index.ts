import {
  collectErrors,
  isValidUrl,
  limits,
  validateMaxLength,
  validateRequired,
} from '@platform/forms'
import type { Handlers } from '../../contract'
import { notifyAccessOf } from '../../state/core'
import { profileOf } from '../../state/profile'
import { settingFlag } from '../../state/settings'
import type { StyleImage } from '../../state/ui'
import { userSettingsOf } from '../../state/ui'
import { done, invalid, notFound, ok } from '../reply'
import { languageCode } from '../visitor/terms'
import { administrationMenu, portalMenu, servicesMenu } from './menus'
import { domainLanguages, projectInfo, publicSettings } from './project'

const displaySize = /^\d{1,5}x\d{1,5}$/
const validZoom = (zoom: number) => Number.isFinite(zoom) && zoom > 0 && zoom <= 10

function imageBlob(image: StyleImage): Blob {
  if (image.svg !== undefined) return new Blob([image.svg], { type: image.type })
  const bytes = Uint8Array.from(atob(image.base64 ?? ''), (char) => char.charCodeAt(0))
  return new Blob([bytes], { type: image.type })
}

export const uiHandlers = {
  getProjectInfo: ({ state, locale, request }) =>
    ok(projectInfo(state, locale, new URL(request.url).origin)),

  getMenu: ({ state, locale, query }) => {
    if (query.type !== 'platform') return invalid({ type: ['errorInvalid'] })
    return ok({ menu: portalMenu(state, locale) })
  },

  getPlatformMenu: ({ state, session, locale }) =>
    ok({ menu: administrationMenu(state, session.account, locale) }),

  getServicesMenu: ({ state, session, locale }) =>
    ok({ services: servicesMenu(state, session.account, locale) }),

  getPlatformConfigure: ({ state, session }) => {
    const { admin, master } = session.account
    const indicators = notifyAccessOf(session.account)
    return ok({
      accesses: {
        monitoringNotifyAccess: indicators.monitoring,
        diagnosticsNotifyAccess: indicators.diagnostics,
        diagnosticsApplicationsNotifyAccess: indicators.applications,
        masterAccountAccess: master,
        usersAccess: admin,
      },
      settings: {
        headerVisible: settingFlag(state.settings, 'headerVisible', true),
        uiNavMini: settingFlag(state.settings, 'uiNavMini', false),
        sendAccessNotify: settingFlag(state.settings, 'sendAccessNotify', true),
      },
    })
  },

  getServiceApplication: ({ state, params, locale }) => {
    const app = state.applications?.items.find(
      (candidate) => candidate.code === params.app && candidate.enabled,
    )
    if (!app) return notFound(`No service ${params.app}`)
    return ok({
      code: params.app,
      name: locale === 'en' ? (app.nameEn ?? app.name) : app.name,
      description: app.description,
      url: app.url,
      helpUrl: app.helpUrl,
      publicSwaggerUrl: app.publicSwaggerUrl,
      version: app.version,
    })
  },

  getPublicSettings: ({ state, locale }) => ok(publicSettings(state, locale)),

  getUserSettings: ({ state, session }) => ok({ ...userSettingsOf(state.ui, session.account.id) }),

  updateUserSettings: ({ state, session, body }) => {
    const offered = domainLanguages(state).map((language) => language.code)
    const errors = collectErrors({
      lang: [body.lang !== undefined && !offered.includes(body.lang) ? 'errorInvalid' : undefined],
      pagination: [
        body.pagination === undefined || Number.isInteger(body.pagination)
          ? undefined
          : 'errorInvalid',
        body.pagination !== undefined && body.pagination < 1 ? 'errorMin' : undefined,
        body.pagination !== undefined && body.pagination > 1000 ? 'errorMax' : undefined,
      ],
    })
    if (Object.keys(errors).length > 0) return invalid(errors)
    const settings = userSettingsOf(state.ui, session.account.id)
    if (body.lang !== undefined) {
      settings.lang = body.lang
      // The interface language is also the profile's locale (mainInfo.locale).
      profileOf(state.profile, session.account.id).locale = body.lang
    }
    if (body.pagination !== undefined) settings.pagination = body.pagination
    if (body.navMini !== undefined) settings.navMini = body.navMini
    if (body.cookie !== undefined) settings.cookie = body.cookie
    return done()
  },

  listCountryCodes: ({ state, locale }) =>
    ok({
      countries: state.ui.countries.map(({ code, dialCode, name, mask }) => ({
        code,
        dialCode,
        name: name[locale],
        mask,
      })),
    }),

  reportDevice: ({ state, session, body, now }) => {
    const errors = collectErrors({
      displaySize: [displaySize.test(body.displaySize) ? undefined : 'errorInvalid'],
      displayWindowSize: [displaySize.test(body.displayWindowSize) ? undefined : 'errorInvalid'],
      displayZoom: [validZoom(body.displayZoom) ? undefined : 'errorInvalid'],
    })
    if (Object.keys(errors).length > 0) return invalid(errors)
    state.ui.displays[session.session.id] = { ...body, reportedAt: now.toISOString() }
    return done()
  },

  recordMetricsHit: ({ state, session, body, now }) => {
    const errors = collectErrors({
      code: [validateRequired(body.code)],
      url: [isValidUrl(body.url) ? undefined : 'errorUrl'],
      title: [validateMaxLength(body.title, limits.textMaxLength)],
      displaySize: [displaySize.test(body.displaySize) ? undefined : 'errorInvalid'],
      displayWindowSize: [displaySize.test(body.displayWindowSize) ? undefined : 'errorInvalid'],
      displayZoom: [validZoom(body.displayZoom) ? undefined : 'errorInvalid'],
    })
    if (Object.keys(errors).length > 0) return invalid(errors)
    const url = new URL(body.url)
    state.ui.metrics.unshift({
      ...body,
      url: `${url.origin}${url.pathname}`,
      at: now.toISOString(),
      accountId: session?.account.id ?? null,
    })
    state.ui.metrics.length = Math.min(state.ui.metrics.length, 1000)
    return done()
  },

  getDocumentView: ({ state, params }) => {
    const document = state.libraries?.documents.find(
      (candidate) => candidate.code === params.code && candidate.enabled,
    )
    if (!document || document.locales.length === 0) return notFound(`No document ${params.code}`)
    return ok({
      documents: document.locales.map((entry) => ({
        locale: languageCode(state, entry.localeId) ?? 'ru',
        name: entry.name,
        content: entry.content,
        format: document.format,
      })),
    })
  },

  getStyleAsset: ({ state, params }) => {
    const image = state.ui.styles[params.styleCode]?.[params.asset]
    if (!image) return notFound(`Style ${params.styleCode} has no ${params.asset}`)
    return {
      ...ok(imageBlob(image)),
      headers: {
        'Content-Disposition': `inline; filename="${image.name}"`,
        'Cache-Control': 'public, max-age=86400',
      },
    }
  },
} satisfies Partial<Handlers>
