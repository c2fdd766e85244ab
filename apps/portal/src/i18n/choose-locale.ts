import { isLocale, type Locale, supportedLocales } from './locales'

export interface LocaleSources {
  /** The person's setting (`lang` of the user settings), when signed in. */
  userSetting?: string | null
  /** The locale stored in the cookie by an earlier visit. */
  stored?: string | null
  /** `navigator.languages`, most preferred first. */
  browser?: readonly string[]
  /** The project's locales, in its order; only these may be chosen. */
  project?: readonly string[]
}

/**
 * The interface language: the user setting, then the stored locale, then the
 * browser's languages, otherwise the project's first locale.
 */
export function chooseLocale({
  userSetting,
  stored,
  browser = [],
  project = [],
}: LocaleSources): Locale {
  const offered = project.filter(isLocale)
  const usable = (value: string | null | undefined): value is Locale =>
    isLocale(value) && (offered.length === 0 || offered.includes(value))
  for (const candidate of [
    userSetting,
    stored,
    ...browser.map((tag) => tag.slice(0, 2).toLowerCase()),
  ]) {
    if (usable(candidate)) return candidate
  }
  return offered[0] ?? supportedLocales[0]
}

/** The locale cookie: a year and a bit (34,560,000 seconds), for the whole site. */
const localeCookie = { name: 'platform_locale', maxAge: 34_560_000 } as const

export function readLocaleCookie(cookie: string): string | undefined {
  return cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === localeCookie.name)?.[1]
}

export function writeLocaleCookie(locale: Locale): string {
  return `${localeCookie.name}=${locale}; Path=/; Max-Age=${localeCookie.maxAge}; SameSite=Lax`
}
