import { formattingLocale, isLocale } from './locales'

function formatter(locale: string, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(
    isLocale(locale) ? formattingLocale[locale] : formattingLocale.ru,
    options,
  )
}

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * DD.MM.YYYY in both languages. A calendar date without a time (`1990-05-01`) is a
 * day, not a moment: it is printed as written, so no time zone can move it to the day before.
 */
export function formatDate(iso: string, locale: string): string {
  const day = calendarDate.exec(iso)
  if (day) {
    const [, year, month, date] = day
    return formatter(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(Number(year), Number(month) - 1, Number(date)))
  }
  return formatter(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  )
}

/** HH:mm in both languages. */
export function formatTime(iso: string, locale: string): string {
  return formatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  )
}

/** DD.MM.YYYY HH:mm: the two formats side by side, without the comma Intl puts between. */
export function formatDateTime(iso: string, locale: string): string {
  return `${formatDate(iso, locale)} ${formatTime(iso, locale)}`
}
