import type { Page } from '@playwright/test'
import { expect, signInThroughApi } from './fixtures'

/** Helpers of the signed-in pages (profile, accesses). */

export const api = '/api/v1/platform'

/**
 * Signs a demo account in through the API, in the page's cookie jar: these specs test the
 * pages behind sign-in, the sign-in page has its own.
 */
export function signInAs(page: Page, login: string): Promise<void> {
  return signInThroughApi(page.request, login)
}

/** Reads a call's JSON answer with the page's session. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${api}${path}`)
  expect(response.ok(), `GET ${path}`).toBe(true)
  return (await response.json()) as T
}

/** Saves part of the profile through the API, to put back what a test changed. */
export async function patchProfile(page: Page, body: unknown): Promise<void> {
  const response = await page.request.patch(`${api}/user/profile`, { data: body })
  expect(response.status(), 'restoring the profile').toBe(204)
}

/** A mobile-sized screen (mobile is below 768 px). */
export const phoneViewport = { width: 375, height: 812 }

/**
 * Shows this page in one language whatever the person's own setting says, by the settings
 * answer the page reads: the demo accounts' real settings are read by tests running beside
 * this one, so no test changes them.
 */
export async function inLanguage(page: Page, lang: 'ru' | 'en'): Promise<void> {
  await page.route('**/api/v1/platform/users/settings', async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    const response = await route.fetch()
    await route.fulfill({ response, json: { ...(await response.json()), lang } })
  })
}

/** The page in English (see {@link inLanguage}). */
export function inEnglish(page: Page): Promise<void> {
  return inLanguage(page, 'en')
}
