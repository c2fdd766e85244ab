import { pageTextsBase } from 'virtual:page-texts'
import { i18n, type Messages } from '@lingui/core'
import type { Startup } from '../platform/startup'
import { chooseLocale, readLocaleCookie, writeLocaleCookie } from './choose-locale'
import { formattingLocale, type Locale } from './locales'

type Catalog = () => Promise<{ messages: Messages }>

/** What the sign-in page and every frame need: the kit's texts and the shell catalog. */
const shellCatalogs: Record<Locale, Catalog[]> = {
  ru: [() => import('@platform/ui/locales/ru'), () => import('../locales/ru/shell.po')],
  en: [() => import('@platform/ui/locales/en'), () => import('../locales/en/shell.po')],
}

/**
 * The rest of the portal's texts come per page: a file with the texts of the code that page can
 * run (its layouts, itself, its dialogs; see vite/page-texts.ts), loaded before it shows.
 */
async function fetchPageTexts(locale: Locale, page: string): Promise<Messages> {
  const response = await fetch(`${pageTextsBase}${locale}/${page}.json`)
  if (!response.ok) throw new Error(`The texts of ${page} (${locale}) answered ${response.status}`)
  const body: unknown = await response.json()
  const messages = typeof body === 'object' && body !== null ? Reflect.get(body, 'messages') : null
  // Not the build's file (a proxy's page, a cut answer): an error, which the startup's error
  // screen offers to retry, rather than a page of message ids.
  if (typeof messages !== 'object' || messages === null) {
    throw new Error(`The texts of ${page} (${locale}) are not a file of texts`)
  }
  return messages as Messages
}

/** The pages shown so far: a switch of language loads their texts in the other language. */
const pagesShown = new Set<string>()
const pagesLoaded: Record<Locale, Set<string>> = { ru: new Set(), en: new Set() }
/** The locale being switched to, or the active one: calls made meanwhile already ask for it. */
let requested: Locale | undefined
let activation: Promise<void> = Promise.resolve()

async function loadPages(locale: Locale, pages: readonly string[]): Promise<Messages> {
  const texts = await Promise.all(pages.map((page) => fetchPageTexts(locale, page)))
  for (const page of pages) pagesLoaded[locale].add(page)
  return Object.assign({}, ...texts)
}

async function activate(locale: Locale): Promise<void> {
  const [shell, app] = await Promise.all([
    Promise.all(shellCatalogs[locale].map((load) => load())),
    loadPages(locale, [...pagesShown]),
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
 * Loads the texts of a locale and switches to it without a reload, remembering it in the
 * locale cookie: the shell's catalog and the texts of every page shown so far.
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
 * Before a page other than sign-in renders: its texts. They load beside the shell's (all start
 * at once), and join the active messages after them.
 */
export async function ensurePageTexts(page: string): Promise<void> {
  pagesShown.add(page)
  const locale = requested ?? (i18n.locale as Locale)
  if (pagesLoaded[locale].has(page)) return textsReady()
  const [messages] = await Promise.all([loadPages(locale, [page]), textsReady()])
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

/**
 * Loads the language's formatting data ahead of the first page. A browser loads Intl's data
 * for a language the first time anything formats in it: 17–67 ms on a desktop here, four times
 * that on a phone. Called in a task of its own while the page's first requests are on the
 * network, it keeps that cost out of the first render (the kit's spinner formats its value)
 * and out of the first dates, numbers and plurals shown once the data arrives. The page's
 * head already made a number and a date formatter in the page's language while this code
 * downloaded (the formats warm-up, `vite/warm-formats.ts`, with the same date options as here),
 * so for the default language what is left here is small (a median of 6 ms here).
 */
export function prepareFormats(locale: Locale): void {
  const tag = formattingLocale[locale]
  // A date as `formatDate` makes it (read in UTC: the time zone's data is not needed).
  new Intl.DateTimeFormat(tag, { day: '2-digit', timeZone: 'UTC' }).format(0)
  new Intl.NumberFormat(tag).format(0)
  new Intl.PluralRules(tag).select(0)
  // The kit reads the language's direction from its likely script.
  new Intl.Locale(tag).maximize()
}
