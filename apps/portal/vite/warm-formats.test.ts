import { describe, expect, it, vi } from 'vitest'
import { warmFormatsSource } from './warm-formats'

/** Runs the script as a browser would; answers the languages it formatted in. */
function run(lang: string) {
  const NumberFormat = vi.fn(function (
    this: { format: (value: number) => string },
    _locale: string,
  ) {
    this.format = (value) => String(value)
  })
  new Function('document', 'Intl', warmFormatsSource)(
    { documentElement: { lang } },
    { NumberFormat },
  )
  return NumberFormat.mock.calls.map(([locale]) => locale)
}

describe('the formats warm-up script', () => {
  it('loads the formatting data of the page’s language, once', () => {
    expect(run('ru')).toEqual(['ru'])
    expect(run('en')).toEqual(['en'])
  })
})
