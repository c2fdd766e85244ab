import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test'
import { demoPassword, expect, signInThroughApi } from './fixtures'

type Playwright = PlaywrightWorkerArgs['playwright']

const api = '/api/v1/platform'

/** The origin the portal and its sandbox are served on. */
function originOf(baseURL: string | undefined): string {
  return new URL(baseURL ?? 'http://127.0.0.1:4179/').origin
}

/** A request context signed in through the API, with its own cookies. */
export async function apiSession(
  playwright: Playwright,
  baseURL: string | undefined,
  login: string,
): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL: originOf(baseURL) })
  await signInThroughApi(context, login)
  return context
}

/** The addresses of the visible services of a person. */
export async function serviceUrlsOf(session: APIRequestContext): Promise<string[]> {
  const answer = await session.get(`${api}/ui/services/menu`)
  expect(answer.ok()).toBe(true)
  const { services } = (await answer.json()) as {
    services: { serviceUrl: string | null; visible: boolean }[]
  }
  return services.flatMap((entry) => (entry.visible && entry.serviceUrl ? [entry.serviceUrl] : []))
}

/**
 * The sandbox seeds one person who has not accepted a required agreement (seed/profile.ts):
 * their password sign-in answers 403 with `termsRequired`. The seed does not name them, so
 * look through everyone the administrator can find.
 */
export async function personWithoutTerms(
  playwright: Playwright,
  baseURL: string | undefined,
): Promise<string> {
  const admin = await apiSession(playwright, baseURL, 'admin')
  const logins = new Set<string>()
  for (const domain of ['@mail.example.ru', '@corp.example.ru', '@example.com']) {
    const answer = await admin.get(`${api}/setting/users/contacts/search`, {
      params: { searchValue: domain },
    })
    const { users } = (await answer.json()) as { users: { login: string | null }[] }
    for (const user of users) if (user.login) logins.add(user.login)
  }
  await admin.dispose()
  const probe = await playwright.request.newContext({ baseURL: originOf(baseURL) })
  try {
    for (const login of logins) {
      const answer = await probe.post(`${api}/auth/login/login`, {
        data: { flow: 'credentials', login, password: demoPassword },
      })
      if (answer.status() === 403 && (await answer.json()).termsRequired?.length) return login
    }
  } finally {
    await probe.dispose()
  }
  throw new Error('The sandbox has nobody without a required agreement')
}

/** The first step of the sign-in page: the login, then «Continue». */
export async function enterLogin(page: Page, login: string): Promise<void> {
  await page.goto('./login')
  await page.getByRole('textbox', { name: /логин|login/i }).fill(login)
  await page.getByRole('button', { name: /продолжить|continue/i }).click()
}

/** Types a one-time code into the code cells, from the first one. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: /цифра 1 из|digit 1 of/i }).click()
  await page.keyboard.type(code)
}

/** Answers every request to an address outside the portal, so leaving for a service works. */
export async function stubService(page: Page, url: string): Promise<void> {
  await page.route(`${new URL(url).origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Service</title><main>Service</main></html>',
    }),
  )
}
