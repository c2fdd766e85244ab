import { describe, expect, it } from 'vitest'
import { chromiumLaunchOptions, findChromium } from './chromium.mjs'

const nothing = () => false
const only = (path: string) => (candidate: string) => candidate === path

describe('findChromium', () => {
  it('prefers CHROME_PATH', () => {
    expect(
      findChromium({ CHROME_PATH: '/opt/chromium/chrome' }, only('/opt/chromium/chrome')),
    ).toBe('/opt/chromium/chrome')
  })

  it("falls back to Debian's /usr/bin/chromium", () => {
    expect(findChromium({}, only('/usr/bin/chromium'))).toBe('/usr/bin/chromium')
  })

  it('names the apt package when no browser is found', () => {
    expect(() => findChromium({}, nothing)).toThrow(/apt-get install -y chromium/)
  })

  it('rejects a CHROME_PATH that is not there instead of silently using another browser', () => {
    expect(() => findChromium({ CHROME_PATH: '/missing' }, only('/usr/bin/chromium'))).toThrow(
      /CHROME_PATH/,
    )
  })

  it('launches without background networking, which the closed network refuses', () => {
    expect(chromiumLaunchOptions().args).toContain('--disable-background-networking')
  })
})
