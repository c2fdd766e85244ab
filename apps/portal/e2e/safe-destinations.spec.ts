import type { UiMenuEntry } from '@platform/sdk'
import type { Page } from '@playwright/test'
import { expect as baseExpect, signIn, test } from './support/fixtures'
import { hostileDestinations } from './support/hostile-destinations'
import { apiGet, signInAs } from './support/signed-in'

// Nowhere the portal sends people may lead off-site: the `ref` back link on every page that
// shows one, and the one service a sign-in leads straight to.

/** Every page whose trail has the back link (the Accesses and Platform layouts). */
const pagesWithBackLink = [
  './accesses/requests/access',
  './setting/options',
  './setting/options/users',
  './setting/options/users/dynamic-fields/users',
  './setting/options/users/dynamic-fields/users/details/users_main',
]

// The administration pages are the heaviest to load on a shared machine (as in admin.spec):
// waits are generous, checks stay the same.
const expect = baseExpect.configure({ timeout: 20_000 })

const backLink = (page: Page) => page.getByRole('link', { name: /^(назад|back)$/i })

/**
 * Puts each value in the address as `ref`, as a person following a link would, and answers
 * where the back link then leads. No reload: the router reads the address again on
 * `popstate`, so one page load serves every value. Before each value a trusted address with a
 * fresh query goes in, and the link must follow it: only then is the next answer the value's.
 */
function backLinksFor(page: Page, values: readonly string[], trusted: string) {
  return page.evaluate(
    async ({ values, trusted }) => {
      const back = () =>
        [...document.querySelectorAll('a')].find((link) =>
          /^(назад|back)$/i.test(link.textContent?.trim() ?? ''),
        )?.href
      const follow = (ref: string) => {
        const url = new URL(window.location.href)
        url.searchParams.set('ref', ref)
        window.history.pushState(window.history.state, '', url)
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
      }
      const until = async (done: (href: string) => boolean) => {
        for (let tries = 0; tries < 1000; tries += 1) {
          const href = back()
          if (href && done(href)) return href
          await new Promise((resolve) => setTimeout(resolve, 10))
        }
        throw new Error(`the back link did not follow the address (${back()})`)
      }
      const hrefs: string[] = []
      for (const [index, value] of values.entries()) {
        const marker = new URL(trusted)
        marker.searchParams.set('probe', String(index))
        follow(marker.href)
        await until((href) => href === marker.href)
        follow(value)
        hrefs.push(await until((href) => href !== marker.href))
      }
      return hrefs
    },
    { values, trusted },
  )
}

test('no hostile ref gives a back link off the portal, on any page that has one', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signInAs(page, 'admin')
  const { services } = await apiGet<{ services: UiMenuEntry[] }>(page, '/ui/services/menu')
  const service = services.find((entry) => entry.visible && entry.serviceUrl?.startsWith('http'))
  expect(service, 'a service with its own address').toBeDefined()
  const trusted = service?.serviceUrl ?? ''

  for (const path of pagesWithBackLink) {
    await page.goto(`${path}?ref=${encodeURIComponent(trusted)}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // A service of the menu is where the back link leads: the check below can tell.
    await expect(backLink(page)).toHaveAttribute('href', new URL(trusted).href)
    const portal = new URL(page.url()).origin
    const values = hostileDestinations.map(({ value }) => value)
    const hrefs = await backLinksFor(page, values, trusted)
    values.forEach((value, index) => {
      const target = new URL(hrefs[index] ?? '')
      expect(target.origin, `${path} with ref ${JSON.stringify(value)}`).toBe(portal)
    })
  }
})

test('a javascript: service address never runs after sign-in', async ({ page }) => {
  // `user` has exactly one service, so signing in leads straight to its address.
  await page.route('**/api/v1/platform/ui/services/menu', async (route) => {
    const response = await route.fetch()
    const { services } = (await response.json()) as { services: UiMenuEntry[] }
    const poisoned = services.map((entry) =>
      entry.visible ? { ...entry, serviceUrl: 'javascript:window.__ran=1' } : entry,
    )
    await route.fulfill({ response, json: { services: poisoned } })
  })
  await signIn(page, 'user')
  // With no address to go to, the person lands on the profile (its first page: /profile only
  // passes by, on its way to /profile/personal).
  await expect(page).toHaveURL(/\/platform\/profile\/personal$/)
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined()
  await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0)
})

test('no hostile ref gives the services page a way back off the portal or its services', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const { services } = await apiGet<{ services: UiMenuEntry[] }>(page, '/ui/services/menu')
  const trusted = services.find((entry) => entry.visible && entry.serviceUrl?.startsWith('http'))
    ?.serviceUrl as string
  await page.goto(`./apps?ref=${encodeURIComponent(trusted)}`)
  // A service of the menu is where the way back leads: the check below can tell.
  await expect(page.getByRole('link', { name: /^Вернуться в «/ })).toHaveAttribute(
    'href',
    new URL(trusted).href,
  )
  const allowed = new Set([
    new URL(page.url()).origin,
    ...services.flatMap((entry) =>
      entry.serviceUrl?.startsWith('http') ? [new URL(entry.serviceUrl).origin] : [],
    ),
  ])
  const values = hostileDestinations.map(({ value }) => value)
  // Each value goes in the address as a person following a link would; the router reads it
  // again on popstate. Where the page's way back then leads (when it offers one) is collected.
  const links = await page.evaluate(async (values) => {
    const follow = (ref: string) => {
      const url = new URL(window.location.href)
      url.searchParams.set('ref', ref)
      window.history.pushState(window.history.state, '', url)
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
    }
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)))
    const found: string[][] = []
    for (const value of values) {
      follow(value)
      await frame()
      await frame()
      found.push(
        [...document.querySelectorAll<HTMLAnchorElement>('main a[href]')]
          .filter((link) => /^Вернуться в /.test(link.textContent?.trim() ?? ''))
          .map((link) => link.href),
      )
    }
    return found
  }, values)
  values.forEach((value, index) => {
    for (const href of links[index] ?? []) {
      expect(allowed, `/apps with ref ${JSON.stringify(value)}: ${href}`).toContain(
        new URL(href).origin,
      )
    }
  })
})
