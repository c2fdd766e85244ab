import AxeBuilder from '@axe-core/playwright'
import { demoPassword, sandboxClientHeader } from '@platform/sandbox'
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test'

export interface OutboxMessage {
  id: number
  channel: 'email' | 'sms'
  to: string
  subject?: string
  text: string
  link?: string
  code?: string
  sentAt: string
}

/** The sandbox's outbox, newest first: where codes and links "sent" to people land. */
export async function readOutbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const response = await request.get('/__sandbox/outbox')
  expect(response.ok()).toBe(true)
  return (await response.json()) as OutboxMessage[]
}

/** Waits for the newest message to `to` sent after `since` (an outbox id) and returns it. */
export async function nextMessage(
  request: APIRequestContext,
  to: string,
  since = 0,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined
  await expect
    .poll(
      async () => {
        found = (await readOutbox(request)).find(
          (message) => message.to === to && message.id > since,
        )
        return found !== undefined
      },
      { message: `a message to ${to}` },
    )
    .toBe(true)
  return found as OutboxMessage
}

/** The id of the newest outbox message, to wait for messages sent after it. */
export async function lastOutboxId(request: APIRequestContext): Promise<number> {
  return (await readOutbox(request))[0]?.id ?? 0
}

/**
 * Makes the next sandbox calls of one client fail: `network`, `server`, `malformed` or `slow`.
 * Only requests that carry `X-Sandbox-Client: <client>` meet the fault, so the other tests
 * sharing the sandbox do not.
 */
export async function addFault(
  request: APIRequestContext,
  fault: {
    type: 'network' | 'server' | 'malformed' | 'slow'
    client: string
    times?: number
    path?: string
    method?: string
    delayMs?: number
  },
): Promise<void> {
  expect((await request.post('/__sandbox/faults', { data: fault })).status()).toBe(204)
}

/**
 * Makes this page's next calls meet a sandbox fault that no other test meets: the page names
 * itself in the sandbox's client header and the fault is meant for that name only. Returns the
 * way to drop what is left of the fault.
 */
export async function faultForPage(
  page: Page,
  fault: Omit<Parameters<typeof addFault>[1], 'client'>,
): Promise<() => Promise<void>> {
  const client = `page-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  await page.setExtraHTTPHeaders({ [sandboxClientHeader]: client })
  await addFault(page.request, { ...fault, client })
  return async () => {
    const cleared = await page.request.delete(`/__sandbox/faults?client=${client}`)
    expect(cleared.status()).toBe(204)
  }
}

/**
 * Moves the sandbox's clock forward (for every test on it: keep it to what codes' resend
 * delays need, well under their lifetimes).
 */
export async function advanceSandboxClock(request: APIRequestContext, seconds: number) {
  const answer = await request.post('/__sandbox/clock', { data: { advanceSeconds: seconds } })
  expect(answer.status()).toBe(200)
}

/**
 * react-aria announces a pending button through a live-region node that points at the button
 * and goes after 7 s. The kit's Button removes that node when it unmounts (a form step
 * replaced by the next one); first wait until no node points at something that is gone: that
 * would be the bug. Announcements come and go a little late (react-aria defers its first one,
 * the Button sweeps again 150 ms after it goes), so first wait until the live region has been
 * quiet for 300 ms. Then end the announcements already made, as their timeout would: a scan
 * must not meet a node that is removed while axe reads it.
 */
async function settleAnnouncements(page: Page): Promise<void> {
  const announcements = '[data-live-announcer] [aria-labelledby]'
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const inLiveRegion = (node: Node) =>
          (node instanceof Element ? node : node.parentElement)?.closest('[data-live-announcer]')
        let quiet = setTimeout(done, 300)
        const giveUp = setTimeout(done, 3_000)
        const observer = new MutationObserver((records) => {
          const touched = records.some(
            (record) =>
              inLiveRegion(record.target) ||
              [...record.addedNodes, ...record.removedNodes].some(
                (node) => node instanceof Element && node.matches('[data-live-announcer]'),
              ),
          )
          if (!touched) return
          clearTimeout(quiet)
          quiet = setTimeout(done, 300)
        })
        observer.observe(document.body, { childList: true, subtree: true })
        function done() {
          clearTimeout(quiet)
          clearTimeout(giveUp)
          observer.disconnect()
          resolve()
        }
      }),
  )
  await expect
    .poll(
      () =>
        page.evaluate(
          (selector) =>
            [...document.querySelectorAll(selector)].filter((node) =>
              (node.getAttribute('aria-labelledby') ?? '')
                .split(' ')
                .some((id) => id && !document.getElementById(id)),
            ).length,
          announcements,
        ),
      { message: 'announcements pointing at elements that are gone', timeout: 2_000 },
    )
    .toBe(0)
  await page.evaluate((selector) => {
    for (const node of document.querySelectorAll(selector)) node.remove()
  }, announcements)
}

/**
 * Zero axe violations of any impact on the current page, once its announcements settled.
 * The portal has no frames, so axe runs in the page itself (legacy mode): the default mode
 * finishes every scan in a new blank page, a renderer process each time. Only violations are
 * collected; passes are not read. Together a scan costs a quarter of what it did.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnnouncements(page)
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze()
  expect(
    results.violations.map(
      ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`,
    ),
  ).toEqual([])
}

export { demoPassword }

/** The interface language of the next page loads (the locale cookie). */
export async function useLocale(
  context: BrowserContext,
  locale: 'ru' | 'en',
  baseURL: string,
): Promise<void> {
  await context.addCookies([{ name: 'platform_locale', value: locale, url: baseURL }])
}

/**
 * Signs the browser out by dropping its cookies, after leaving the page: a signed-in page left
 * open would meet 401s on its next calls and, with no locale cookie left, write the browser's
 * language into the cookie the test sets next.
 */
export async function clearCookiesAway(page: Page): Promise<void> {
  await page.goto('about:blank')
  await page.context().clearCookies()
}

/**
 * Opens a page and waits until it is drawn (its first heading of level 1). A whole page load,
 * with the startup's calls and the route's chunks, gets the patience of a navigation: on a
 * busy machine it takes longer than a reaction on a page that is already there.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 })
}

/** Signs a demo account in through the API, in the cookie jar of `request`. */
export async function signInThroughApi(request: APIRequestContext, login: string): Promise<void> {
  const response = await request.post('/api/v1/platform/auth/login/login', {
    data: { flow: 'credentials', login, password: demoPassword },
  })
  expect(response.status(), `sign-in of ${login}`).toBe(204)
}

/** Fills the sign-in form of the page already open (keeping its query), password flow. */
export async function signInHere(
  page: Page,
  login: string,
  password = demoPassword,
): Promise<void> {
  await page.getByRole('textbox', { name: /логин|login/i }).fill(login)
  await page.getByRole('button', { name: /продолжить|continue/i }).click()
  await page.getByLabel(/^пароль$|^password$/i).fill(password)
  await page.getByRole('button', { name: /^войти$|^sign in$/i }).click()
}

/** Signs in through the real sign-in page with the password flow. */
export async function signIn(page: Page, login: string, password = demoPassword): Promise<void> {
  await page.goto('./login')
  await signInHere(page, login, password)
}

declare global {
  interface Window {
    /** Texts of the alerts the page has shown, oldest first (see `recordAlerts`). */
    __shownAlerts?: string[]
  }
}

/**
 * Runs in every page before its scripts: writes down the text of each alert as it appears.
 * Snackbars close themselves after 2 s, and a busy machine can let that pass between two
 * polls of a locator; a record cannot be missed.
 */
function recordAlerts() {
  const shown: string[] = []
  window.__shownAlerts = shown
  const seen = new WeakMap<Element, string>()
  const scan = () => {
    for (const alert of document.querySelectorAll('[role="alert"]')) {
      const text = alert.textContent?.trim() ?? ''
      if (text && seen.get(alert) !== text) {
        seen.set(alert, text)
        shown.push(text)
      }
    }
  }
  new MutationObserver(scan).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  })
}

/**
 * Waits until the page has shown an alert (a snackbar) containing `text` since it loaded,
 * even one that has closed again. Each alert shown answers one wait: two saves that both say
 * «Сохранено» need two snackbars.
 */
export async function seeToast(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((expected) => {
          const shown = window.__shownAlerts ?? []
          const index = shown.findIndex((alert) => alert.includes(expected))
          if (index < 0) return false
          shown.splice(index, 1)
          return true
        }, text),
      { message: `a snackbar saying «${text}»`, timeout: 20_000 },
    )
    .toBe(true)
}

/**
 * Every page of every test records its alerts, so `seeToast` can be used anywhere. The
 * sandbox's outbox panel (a development tool) starts folded: open, it shows the letters of
 * every test sharing the sandbox and covers the page's corner. Tests of the panel itself
 * set `outboxPanel: 'open'`.
 */
export const test = base.extend<{ outboxPanel: 'folded' | 'open' }>({
  outboxPanel: ['folded', { option: true }],
  context: async ({ context, outboxPanel }, use) => {
    await context.addInitScript(recordAlerts)
    if (outboxPanel === 'folded') {
      await context.addInitScript(() => {
        try {
          sessionStorage.setItem('platform-sandbox-outbox-hidden', '1')
        } catch {
          // A test that denies storage meets the panel as a person there would.
        }
      })
    }
    await use(context)
  },
})
export { expect }
