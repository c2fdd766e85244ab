import { readFileSync } from 'node:fs'
import { chromium } from 'playwright'
import { describe, expect, it } from 'vitest'
import { chromiumLaunchOptions, findChromium, unseenBrowserParts } from './chromium.mjs'

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

  it("keeps Playwright's disabled features beside ours, and a test's window has no hidden pages", {
    timeout: 60_000,
  }, async () => {
    const server = await chromium.launchServer(chromiumLaunchOptions())
    try {
      // Chromium reads only the last --disable-features: there must be one, with both lists.
      const pid = server.process().pid
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      const switches = argv.filter((arg) => arg.startsWith('--disable-features='))
      expect(switches).toHaveLength(1)
      const features = switches[0]?.split('=')[1]?.split(',') ?? []
      for (const ours of unseenBrowserParts.split('=')[1]?.split(',') ?? []) {
        expect(features).toContain(ours)
      }
      expect(features).toContain('PaintHolding')

      // The address bar's suggestions would be `browser_ui` targets, loaded for each window.
      const browser = await chromium.connect(server.wsEndpoint())
      const page = await (await browser.newContext()).newPage()
      await page.setContent('<p>Test</p>')
      const session = await browser.newBrowserCDPSession()
      const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] })
      expect(targetInfos.filter((target) => target.type === 'browser_ui')).toEqual([])
    } finally {
      await server.close()
    }
  })
})
