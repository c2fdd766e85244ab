import type { APIRequestContext, Page } from '@playwright/test'
import { expect, lastOutboxId, nextMessage, signInThroughApi } from './fixtures'

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

/**
 * The seeded people without a password (first-entry accounts, who sign in by an email code):
 * the sandbox is seeded the same way every time, so its own seed names them.
 */
export async function passwordlessPeople(): Promise<{ login: string; email: string }[]> {
  const { createSandbox } = await import('@platform/sandbox')
  return createSandbox()
    .state.core.accounts.filter((account) => account.password === '' && account.email)
    .map(({ login, email }) => ({ login, email: email as string }))
}

/** Signs a person in through the API with a code sent to their email (read from the outbox). */
export async function signInByEmailCode(
  request: APIRequestContext,
  person: { login: string; email: string },
): Promise<void> {
  const since = await lastOutboxId(request)
  const sent = await request.post(`${api}/auth/code/login`, {
    data: { flow: 'email_code', login: person.login },
  })
  expect(sent.status(), `a sign-in code for ${person.login}`).toBe(200)
  const { code } = await nextMessage(request, person.email, since)
  const signedIn = await request.post(`${api}/auth/login/login`, {
    data: { flow: 'email_code', login: person.login, code },
  })
  expect(signedIn.status(), `sign-in of ${person.login} by code`).toBe(204)
}
