import { formattingLocale, isLocale } from './locales'

/**
 * Every format reads its time in UTC, so a formatter does not depend on the time zone it was
 * made in: a moment is first moved to the local wall clock (see `wallClock`).
 */
const formats = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * One formatter per language and format, made on first use and kept: making one costs far
 * more than using it, and a table of dates asks for two per row.
 */
function formatter(locale: string, format: keyof typeof formats) {
  const tag = isLocale(locale) ? formattingLocale[locale] : formattingLocale.ru
  const key = `${tag} ${format}`
  let made = formatters.get(key)
  if (!made) {
    made = new Intl.DateTimeFormat(tag, formats[format])
    formatters.set(key, made)
  }
  return made
}

/**
 * A moment as the hands of a local clock show it, read as UTC: the offset is the device's
 * time zone at that moment (summer time included), taken again at every call.
 */
function wallClock(iso: string): number {
  const moment = new Date(iso)
  return moment.getTime() - moment.getTimezoneOffset() * 60_000
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
    return formatter(locale, 'date').format(Date.UTC(Number(year), Number(month) - 1, Number(date)))
  }
  return formatter(locale, 'date').format(wallClock(iso))
}

/** HH:mm in both languages. */
export function formatTime(iso: string, locale: string): string {
  return formatter(locale, 'time').format(wallClock(iso))
}

/** DD.MM.YYYY HH:mm: the two formats side by side, without the comma Intl puts between. */
export function formatDateTime(iso: string, locale: string): string {
  return `${formatDate(iso, locale)} ${formatTime(iso, locale)}`
}
