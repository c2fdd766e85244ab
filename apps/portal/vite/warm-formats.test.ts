import { describe, expect, it, vi } from 'vitest'
import { warmFormatsSource } from './warm-formats'

/** Runs the script as a browser would on `pathname`; answers the languages it formatted in. */
function run(pathname: string, lang = 'ru') {
  const NumberFormat = vi.fn(function (
    this: { format: (value: number) => string },
    _locale: string,
  ) {
    this.format = (value) => String(value)
  })
  new Function('location', 'document', 'Intl', warmFormatsSource('/platform/', '/login'))(
    { pathname },
    { documentElement: { lang } },
    { NumberFormat },
  )
  return NumberFormat.mock.calls.map(([locale]) => locale)
}

describe('the formats warm-up script', () => {
  it('loads the page language’s formatting data on the pages that format', () => {
    expect(run('/platform/profile/personal')).toEqual(['ru'])
    expect(run('/platform/setting/options', 'en')).toEqual(['en'])
    expect(run('/platform/')).toEqual(['ru'])
  })

  it('leaves the sign-in page alone, with or without its trailing slash', () => {
    expect(run('/platform/login')).toEqual([])
    expect(run('/platform/login/')).toEqual([])
  })

  it('still runs on pages whose path only starts like sign-in’s', () => {
    expect(run('/platform/login-help')).toEqual(['ru'])
  })
})
