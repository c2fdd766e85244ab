import type { APIRequestContext, Page } from '@playwright/test'
import { expect, lastOutboxId, nextMessage, signInThroughApi } from './fixtures'

/** Helpers of the link flows (registration, password, invitation): fresh people, links, codes. */

const api = '/api/v1/platform'

/** An address no account has: each test registers its own people. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.ru`
}

/** A Russian mobile number no account has yet (+7 916 …). */
export function freshMobile(): string {
  return `+7916${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`
}

/**
 * An address of the caller's own (sent as `X-Forwarded-For`): the sandbox allows a number of
 * registrations per address and day, and the suite's own address must keep them for the
 * tests that register from it.
 */
export function freshIp(): string {
  const part = () => Math.floor(Math.random() * 250) + 1
  return `10.${part()}.${part()}.${part()}`
}

export const newPassword = 'Visitor-2026-pass'

/** Accepts the required agreement (the checkbox's whole label toggles it). */
export async function agreeRequired(page: Page) {
  await page.getByText(/\((обязательно|required)\)$/).click()
  await expect(page.getByRole('checkbox', { name: /обязательно|required/ })).toBeChecked()
}

/** Types the national part of a +7 number into the phone field. */
export async function fillMobile(page: Page, mobile: string) {
  await page
    .getByRole('textbox', { name: /мобильный телефон|mobile phone/i })
    .fill(mobile.replace(/^\+7/, ''))
}

/** Types a code into the cells of the code input; verification starts by itself. */
export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: /цифра 1 из|digit 1 of/i }).click()
  await page.keyboard.type(code)
}

/** Asks for the SMS code, reads it from the outbox and types it in. */
export async function verifyMobile(page: Page, request: APIRequestContext, mobile: string) {
  const since = await lastOutboxId(request)
  await fillMobile(page, mobile)
  await page.getByRole('button', { name: /^(получить код|get a code)$/i }).click()
  const sms = await nextMessage(request, mobile, since)
  await typeCode(page, sms.code ?? '')
  await expect(page.getByText(/телефон подтверждён|phone confirmed/i)).toBeVisible()
}

export function linkId(link: string | undefined): string {
  const id = link?.split('/').at(-1)
  expect(id, 'a link in the message').toBeTruthy()
  return id as string
}

/** Asks for a registration link by API and answers its id (the mailed link's last part). */
export async function registrationLink(request: APIRequestContext, email: string): Promise<string> {
  const since = await lastOutboxId(request)
  const response = await request.post(`${api}/registration/link`, {
    data: {
      lastName: 'Проверкин',
      firstName: 'Тест',
      email,
      termsAgree: [{ type: 'personal-data', agree: true }],
    },
  })
  expect(response.status()).toBe(204)
  return linkId((await nextMessage(request, email, since)).link)
}

/**
 * A new account made through the registration API. It signs in on `request`, so pass a
 * request context that is not the page's.
 */
export async function registerByApi(
  request: APIRequestContext,
  email: string,
  password = newPassword,
) {
  const secret = await registrationLink(request, email)
  const mobile = freshMobile()
  const since = await lastOutboxId(request)
  expect(
    (await request.post(`${api}/registration/code`, { data: { mobile, secret } })).status(),
  ).toBe(200)
  const code = (await nextMessage(request, mobile, since)).code
  expect(
    (await request.put(`${api}/registration/verify`, { data: { mobile, secret, code } })).status(),
  ).toBe(204)
  const done = await request.post(`${api}/registration/complete`, {
    data: { password, repeatPassword: password, mobile, code, secret },
  })
  expect(done.status()).toBe(200)
  return { email, password, mobile }
}

/**
 * An invitation of the demo master user to `email`, made through the API on `request` (which
 * signs in as master): its id, the link and the inviting contractor's title.
 */
export async function inviteByApi(request: APIRequestContext, email: string) {
  await signInThroughApi(request, 'master')
  const { contractors } = await (await request.get(`${api}/master-account/contractors`)).json()
  const contractor = contractors.find(
    (candidate: { availableOrganizations: unknown[] }) =>
      candidate.availableOrganizations.length > 0,
  )
  const { roles } = await (await request.get(`${api}/user/access/requests/roles/available`)).json()
  const since = await lastOutboxId(request)
  const created = await request.post(`${api}/master-account/invitations`, {
    data: {
      email,
      contractorId: contractor.id,
      access: [
        { organizationId: contractor.availableOrganizations[0].id, roles: [roles[0].roleId] },
      ],
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const mail = await nextMessage(request, email, since)
  return { id, link: mail.link as string, company: contractor.title as string }
}
