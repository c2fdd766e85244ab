/** Interface languages: Russian is the default, English the second. */
export const supportedLocales = ['ru', 'en'] as const
export type Locale = (typeof supportedLocales)[number]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value)
}

/** The language's own name, so a person finds it whatever the current language is. */
export const localeNames: Record<Locale, string> = { ru: 'Русский', en: 'English' }

/** The formatting locale of each language: DD.MM.YYYY and HH:mm in both (decision 0007). */
export const formattingLocale: Record<Locale, string> = { ru: 'ru-RU', en: 'en-CH' }
