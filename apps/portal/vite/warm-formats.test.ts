import { describe, expect, it, vi } from 'vitest'
import { warmFormatsSource } from './warm-formats'

/** Runs the script as a browser would; answers the formatters it made, with their arguments. */
function run(lang: string) {
  const made: unknown[][] = []
  const formatter = (kind: string) =>
    vi.fn(function (this: { format: (value: number) => string }, ...args: unknown[]) {
      made.push([kind, ...args])
      this.format = (value) => String(value)
    })
  new Function('document', 'Intl', warmFormatsSource)(
    { documentElement: { lang } },
    { NumberFormat: formatter('number'), DateTimeFormat: formatter('date') },
  )
  return made
}

describe('the formats warm-up script', () => {
  it('makes a number and a date formatter in the page’s language, dates as formatDate reads them', () => {
    for (const lang of ['ru', 'en']) {
      expect(run(lang)).toEqual([
        ['number', lang],
        ['date', lang, { day: '2-digit', timeZone: 'UTC' }],
      ])
    }
  })

  it('leaves no name behind in the page’s global scope', () => {
    expect(warmFormatsSource.startsWith('{')).toBe(true)
    expect(warmFormatsSource.endsWith('}')).toBe(true)
  })
})
