import { demoPassword } from '@platform/sandbox'
import { expect, type Page, test } from '@playwright/test'

// The built portal behind nginx with the production headers: every kind of page loads and
// works under the strict policy, with no violation and no console error at all.

declare global {
  interface Window {
    /** Every Content-Security-Policy violation of the page, as the browser reported it. */
    __violations?: string[]
  }
}

/**
 * A visitor's first page asks who is signed in, and the contract answers 401 (Chromium logs
 * it as a failed resource): the one error a visitor's page load is expected to show.
 */
const visitorProbe = /^Failed to load resource: .* 401 .*\/api\/v1\/platform\/user\/profile$/

/** Records what the browser refuses and complains about, across every page of the test. */
function watch(page: Page, signedIn: () => boolean): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    const text = `${message.text()} ${message.location().url}`
    if (!signedIn() && visitorProbe.test(text)) return
    if (message.type() === 'error' || /Content.Security.Policy/i.test(text)) {
      problems.push(`console ${message.type()}: ${text}`)
    }
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  return problems
}

/** The violations the page saw (the console may word them differently). */
async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__violations ?? [])
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations ??= []
      window.__violations.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
})

test('the portal works under the production policy: zero violations', async ({ page }) => {
  let signedIn = false
  const problems = watch(page, () => signedIn)
  const seen: string[] = []
  const visit = async (path: string, heading: RegExp) => {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    // The page itself, not a redirect to sign-in or an error page.
    await expect(page).toHaveURL(new URL(path, test.info().project.use.baseURL).href)
    // Pressing something runs react-aria's press handling and its inserted style element.
    await page.keyboard.press('Tab')
    seen.push(...(await violations(page)).map((violation) => `${path}: ${violation}`))
  }

  const index = await page.goto('./login')
  const headers = index?.headers() ?? {}
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('same-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['cache-control']).toBe('no-cache')
  await visit('./login', /./)

  const signIn = await page.request.post('/api/v1/platform/auth/login/login', {
    data: { flow: 'credentials', login: 'admin', password: demoPassword },
  })
  expect(signIn.status(), 'sign-in through nginx').toBe(204)
  signedIn = true
  await visit('./profile/personal', /./)
  await visit('./accesses/requests/access', /./)
  await visit('./setting/options', /./)
  await visit('./law/personal-data', /./)

  expect(seen, 'Content-Security-Policy violations').toEqual([])
  expect(problems, 'console errors').toEqual([])
})

test('nginx serves the build as production needs it', async ({ page, request }) => {
  await page.goto('./login')
  const script = await page.locator('script[type="module"]').getAttribute('src')
  expect(script).toMatch(/^\/platform\/assets\//)
  const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['content-encoding']).toBe('gzip')
  expect(asset.headers()['content-security-policy']).toBeTruthy()

  const deepLink = await request.get('./profile/personal')
  expect(deepLink.status()).toBe(200)
  expect(await deepLink.text()).toContain('<div id="root">')
  expect((await request.get('./assets/no-such-file.js')).status()).toBe(404)
  expect((await request.get(`${script}.map`)).status()).toBe(404)
})

test('another site cannot frame the portal', async ({ page, baseURL }) => {
  const url = new URL('login', baseURL).href
  await page.setContent(`<iframe title="portal" src="${url}"></iframe>`)
  // Chromium puts its error page in a frame the portal refuses, instead of the portal.
  await expect.poll(() => page.frames()[1]?.url()).toMatch(/^chrome-error:/)
  await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0)
})
