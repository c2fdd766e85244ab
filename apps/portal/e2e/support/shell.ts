import type { Page } from '@playwright/test'
import { expect, faultForPage } from './fixtures'

/** Helpers of the shell's specs: sessions, languages and startup faults. */

const api = '/api/v1/platform'

/** Switches the interface language with the header's language switcher. */
export async function switchLanguage(page: Page, language: 'Русский' | 'English'): Promise<void> {
  // Two languages: one button naming the other one (a menu only for three or more).
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^(Язык|Language): ${language}$`) })
    .click()
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'English' ? 'en' : 'ru')
}

/**
 * Holds the page's first call to `url` on the network until `release`, and lets the later ones
 * through; `languages` gets each call's `Accept-Language`, in order.
 */
export async function holdFirstCall(
  page: Page,
  url: string,
): Promise<{ languages: string[]; release: () => void }> {
  const languages: string[] = []
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    languages.push(route.request().headers()['accept-language'] ?? '')
    if (languages.length === 1) await released
    // A call the page dropped meanwhile has no one to answer.
    await route.continue().catch(() => undefined)
  })
  return { languages, release: () => release() }
}

export async function userSettings(page: Page): Promise<{ lang: string | null; cookie: boolean }> {
  const response = await page.request.get(`${api}/users/settings`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as { lang: string | null; cookie: boolean }
}

export type StartupFault = 'network' | 'server' | 'malformed'

/**
 * Makes this page's calls to the project info meet a sandbox fault, and no other test's. Every
 * attempt meets it until the test stops it (the query client retries, and Chromium silently
 * repeats a GET whose kept-alive connection closed without an answer, so how many calls come
 * is not ours to count). Returns the way to stop.
 */
export function failProjectInfo(page: Page, type: StartupFault): Promise<() => Promise<void>> {
  return faultForPage(page, { type, path: '/ui/project/info', times: 1_000 })
}

/** The two widths of the layouts (mobile below 768 px). */
export const phone = { width: 375, height: 812 }
export const desktop = { width: 1280, height: 800 }
