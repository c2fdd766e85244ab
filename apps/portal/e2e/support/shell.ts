import type { BrowserContext, Page } from '@playwright/test'
import { addFault, demoPassword, expect } from './fixtures'

/** Helpers of the shell's specs: sessions, languages and startup faults. */

const api = '/api/v1/platform'

/**
 * Signs a demo account in through the API, in the page's cookie jar (`page.request` shares the
 * page's cookies), for tests about what surrounds the pages rather than the sign-in page.
 */
export async function signInThroughApi(page: Page, login: string): Promise<void> {
  const response = await page.request.post(`${api}/auth/login/login`, {
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

/** The interface language a visitor chose before (the locale cookie). */
export async function chooseLocaleCookie(
  context: BrowserContext,
  locale: 'ru' | 'en',
  baseURL: string,
) {
  await context.addCookies([{ name: 'platform_locale', value: locale, url: baseURL }])
}

/** Switches the interface language with the header's language switcher. */
export async function switchLanguage(page: Page, language: 'Русский' | 'English'): Promise<void> {
  // Two languages: one button naming the other one (a menu only for three or more).
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^(Язык|Language): ${language}$`) })
    .click()
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'English' ? 'en' : 'ru')
}

/** Puts a person's language setting back after a test switched it. */
export async function saveLanguageSetting(page: Page, lang: 'ru' | 'en'): Promise<void> {
  const response = await page.request.patch(`${api}/users/settings`, { data: { lang } })
  expect(response.status(), 'restoring the language setting').toBe(204)
}

export async function userSettings(page: Page): Promise<{ lang: string | null; cookie: boolean }> {
  const response = await page.request.get(`${api}/users/settings`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as { lang: string | null; cookie: boolean }
}

export type StartupFault = 'network' | 'server' | 'malformed'

/**
 * Makes this page's calls to the project info meet a sandbox fault. The page names itself in
 * the `X-Sandbox-Client` header and the fault is meant for that name only, so other tests
 * sharing the sandbox never meet it. Every attempt meets it until the test stops it (the
 * query client retries, and Chromium silently repeats a GET whose kept-alive connection closed
 * without an answer, so how many calls come is not ours to count). Returns the way to stop,
 * which drops what is left of it.
 */
export async function failProjectInfo(
  page: Page,
  type: StartupFault,
): Promise<() => Promise<void>> {
  const client = `startup-${type}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
  await page.setExtraHTTPHeaders({ 'X-Sandbox-Client': client })
  await addFault(page.request, {
    type,
    client,
    path: '/ui/project/info',
    times: 1_000,
  })
  return async () => {
    const cleared = await page.request.delete(`/__sandbox/faults?client=${client}`)
    expect(cleared.status()).toBe(204)
  }
}

/** The two widths of the layouts (000 §9: mobile below 768 px). */
export const phone = { width: 375, height: 812 }
export const desktop = { width: 1280, height: 800 }
