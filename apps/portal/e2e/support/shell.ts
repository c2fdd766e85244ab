import type { BrowserContext, Page } from '@playwright/test'
import { demoPassword, expect } from './fixtures'

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
 * Makes this page's calls to the project info fail the way the sandbox's faults would: no
 * answer, a 500, or a body that is not JSON. It is done in the page's own network, not with
 * the sandbox's faults, which would hit every test sharing the sandbox. Returns the way to
 * stop.
 */
export async function failProjectInfo(
  page: Page,
  type: StartupFault,
): Promise<() => Promise<void>> {
  const url = '**/api/v1/platform/ui/project/info'
  await page.route(url, (route) => {
    if (type === 'network') return route.abort('connectionreset')
    if (type === 'server') {
      return route.fulfill({ status: 500, json: { message: 'Sandbox fault: internal error' } })
    }
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"sandbox": "' })
  })
  return () => page.unroute(url)
}

/** The two widths of the layouts (000 §9: mobile below 768 px). */
export const phone = { width: 375, height: 812 }
export const desktop = { width: 1280, height: 800 }
