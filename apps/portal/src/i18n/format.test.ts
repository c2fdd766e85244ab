import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatTime } from './format'

describe('dates and times (DD.MM.YYYY, HH:mm)', () => {
  const moment = new Date(2026, 10, 21, 9, 5).toISOString()

  it.each(['ru', 'en'])('%s: DD.MM.YYYY and HH:mm', (locale) => {
    expect(formatDate(moment, locale)).toBe('21.11.2026')
    expect(formatTime(moment, locale)).toBe('09:05')
    expect(formatDateTime(moment, locale)).toBe('21.11.2026 09:05')
  })
})
