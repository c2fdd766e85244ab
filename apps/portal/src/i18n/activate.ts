import { i18n, type Messages } from '@lingui/core'
import type { Startup } from '../platform/startup'
import { chooseLocale, readLocaleCookie, writeLocaleCookie } from './choose-locale'
import type { Locale } from './locales'

type Catalog = () => Promise<{ messages: Messages }>

/** What the sign-in page and every frame need: the kit's texts and the shell catalog. */
const shellCatalogs: Record<Locale, Catalog[]> = {
  ru: [() => import('@platform/ui/locales/ru'), () => import('../locales/ru/shell.po')],
  en: [() => import('@platform/ui/locales/en'), () => import('../locales/en/shell.po')],
}

/**
 * The rest of the portal's texts: `messages` before any page other than sign-in shows, and
 * `admin` before a page of the administration layout does (see lingui.config.ts).
 */
export type AppCatalog = 'messages' | 'admin'

const appCatalogs: Record<AppCatalog, Record<Locale, Catalog>> = {
  messages: {
    ru: () => import('../locales/ru/messages.po'),
    en: () => import('../locales/en/messages.po'),
  },
  admin: {
    ru: () => import('../locales/ru/admin.po'),
    en: () => import('../locales/en/admin.po'),
  },
}

/** The app catalogs the pages shown so far needed: a switch of language loads them all. */
const appNeeded = new Set<AppCatalog>()
const appLoaded: Record<Locale, Set<AppCatalog>> = { ru: new Set(), en: new Set() }
/** The locale being switched to, or the active one: calls made meanwhile already ask for it. */
let requested: Locale | undefined
let activation: Promise<void> = Promise.resolve()

async function loadApp(locale: Locale, names: readonly AppCatalog[]): Promise<Messages> {
  const catalogs = await Promise.all(names.map((name) => appCatalogs[name][locale]()))
  for (const name of names) appLoaded[locale].add(name)
  return Object.assign({}, ...catalogs.map((catalog) => catalog.messages))
}

async function activate(locale: Locale): Promise<void> {
  const [shell, app] = await Promise.all([
    Promise.all(shellCatalogs[locale].map((load) => load())),
    loadApp(locale, [...appNeeded]),
  ])
  // A later switch won the race: its texts are the ones to show.
  if (requested !== locale) return
  const messages = Object.assign({}, ...shell.map((catalog) => catalog.messages), app)
  i18n.loadAndActivate({ locale, messages })
  document.documentElement.lang = locale
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari
  document.cookie = writeLocaleCookie(locale)
}

/**
 * Loads the catalogs of a locale and switches to it without a reload, remembering it in the
 * locale cookie. Each catalog is its own chunk; the sign-in page loads only the shell's.
 * The locale counts as chosen at once (`requestedLocale`), before its texts arrive.
 */
export function activateLocale(locale: Locale): Promise<void> {
  requested = locale
  activation = activate(locale)
  return activation
}

/** The locale of the interface, or the one it is switching to: what the platform is asked in. */
export function requestedLocale(): Locale | undefined {
  return requested
}

/**
 * Settles when the texts of the requested locale are active; a failed load is tried again, so
 * the startup error screen's retry also retries the catalogs.
 */
export function textsReady(): Promise<void> {
  activation = activation.catch(() => (requested ? activate(requested) : undefined))
  return activation
}

/**
 * Before a page other than sign-in renders: the app catalogs it needs. They load beside the
 * shell's (all start at once), and join the active messages after them.
 */
export async function ensureAppCatalogs(names: readonly AppCatalog[]): Promise<void> {
  for (const name of names) appNeeded.add(name)
  const locale = requested ?? (i18n.locale as Locale)
  const missing = names.filter((name) => !appLoaded[locale].has(name))
  if (missing.length === 0) return textsReady()
  const [messages] = await Promise.all([loadApp(locale, missing), textsReady()])
  if (i18n.locale === locale) i18n.load(locale, messages)
}

/** The locale before anything is known about the project: the cookie, then the browser. */
export function initialLocale(): Locale {
  return chooseLocale({ stored: readLocaleCookie(document.cookie), browser: navigator.languages })
}

/**
 * Once the project and the person are known, switch if their choice differs.
 * Answers whether it switched: the startup's texts then came in the other language.
 */
export async function applyProjectLocale(startup: Startup): Promise<boolean> {
  const locale = chooseLocale({
    userSetting: startup.userSettings?.lang,
    stored: readLocaleCookie(document.cookie),
    browser: navigator.languages,
    project: startup.project.locales.map((entry) => entry.code),
  })
  if (locale === i18n.locale) return false
  await activateLocale(locale)
  return true
}
