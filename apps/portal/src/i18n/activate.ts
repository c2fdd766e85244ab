import { i18n } from '@lingui/core'
import type { Locale } from './locales'

const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  ru: () => import('../locales/ru/messages.po'),
  en: () => import('../locales/en/messages.po'),
}

/** Loads the catalog of a locale (one chunk per locale) and switches to it without a reload. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]()
  i18n.loadAndActivate({ locale, messages: messages as Parameters<typeof i18n.load>[1] })
  document.documentElement.lang = locale
}
