import { afterEach, describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatTime } from './format'

describe('dates and times (DD.MM.YYYY, HH:mm)', () => {
  const moment = new Date(2026, 10, 21, 9, 5).toISOString()

  it.each(['ru', 'en'])('%s: DD.MM.YYYY and HH:mm', (locale) => {
    expect(formatDate(moment, locale)).toBe('21.11.2026')
    expect(formatTime(moment, locale)).toBe('09:05')
    expect(formatDateTime(moment, locale)).toBe('21.11.2026 09:05')
  })
})

describe('a date without a time never shifts with the time zone', () => {
  const zone = process.env.TZ
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ
    else process.env.TZ = zone
  })

  it.each(['America/New_York', 'UTC', 'Asia/Vladivostok', 'Pacific/Kiritimati'])(
    'in %s a birth date stays the day it is',
    (timeZone) => {
      // Node applies a changed TZ at once, to Date and to Intl alike.
      process.env.TZ = timeZone
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(timeZone)
      expect(formatDate('1990-05-01', 'ru')).toBe('01.05.1990')
      expect(formatDate('1990-05-01', 'en')).toBe('01.05.1990')
      expect(formatDate('2026-12-31', 'ru')).toBe('31.12.2026')
    },
  )

  it('a moment is still shown in the local time zone', () => {
    process.env.TZ = 'Asia/Vladivostok'
    expect(formatDateTime('2026-11-21T20:30:00Z', 'ru')).toBe('22.11.2026 06:30')
    process.env.TZ = 'America/New_York'
    expect(formatDateTime('2026-11-21T02:30:00Z', 'ru')).toBe('20.11.2026 21:30')
  })

  it('the formatters are kept, yet follow a change of time zone and summer time', () => {
    process.env.TZ = 'Asia/Vladivostok'
    expect(formatDateTime('2026-07-01T22:15:00Z', 'en')).toBe('02.07.2026 08:15')
    process.env.TZ = 'Europe/Berlin'
    expect(formatDateTime('2026-07-01T22:15:00Z', 'en')).toBe('02.07.2026 00:15')
    expect(formatDateTime('2026-01-01T22:15:00Z', 'en')).toBe('01.01.2026 23:15')
    expect(formatTime('2026-03-29T00:59:00Z', 'en')).toBe('01:59')
    expect(formatTime('2026-03-29T01:00:00Z', 'en')).toBe('03:00')
  })
})
