import type { Page } from '@playwright/test'
import {
  expect as baseExpect,
  expectNoAxeViolations,
  seeToast,
  signInThroughApi,
  test,
  useLocale,
} from './support/fixtures'
import {
  agreeRequired,
  freshEmail,
  freshMobile,
  inviteByApi,
  linkId,
  newPassword,
  verifyMobile,
} from './support/links'

// A cold sandbox and two workers: pages may take a few seconds to show.
const expect = baseExpect.configure({ timeout: 15_000 })

// The invitation page: invitations are sent by the demo master user through the
// API, and their links read from the outbox.

test.beforeEach(async ({ context, baseURL }) => {
  await useLocale(context, 'ru', baseURL as string)
})

const api = '/api/v1/platform'

/** A service outside the portal answers with a blank page: the sandbox network is closed. */
async function stubServices(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Service</title>' }),
  )
}

test('accepts an invitation and is signed in', async ({ page, playwright, baseURL, request }) => {
  test.setTimeout(90_000)
  const master = await playwright.request.newContext({ baseURL })
  const email = freshEmail('invited')
  const invitation = await inviteByApi(master, email)
  await master.dispose()

  await page.goto(invitation.link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Приглашение в ${invitation.company}`,
  )
  await expect(page.getByRole('textbox', { name: 'Электронная почта' })).toHaveValue(email)
  await expectNoAxeViolations(page)

  await page.getByRole('textbox', { name: 'Фамилия' }).fill('Приглашённая')
  await page.getByRole('textbox', { name: 'Имя' }).fill('Ольга')
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(newPassword)
  await page.getByRole('textbox', { name: 'Повторите пароль', exact: true }).fill(newPassword)
  await verifyMobile(page, request, freshMobile())
  await agreeRequired(page)
  await expectNoAxeViolations(page)

  // A failure that is neither the link's nor the fields': the acceptError snackbar, nothing lost.
  await page.route('**/api/v1/platform/invitation/accept', (route) =>
    route.fulfill({ status: 500 }),
  )
  await page.getByRole('button', { name: 'Принять приглашение' }).click()
  await seeToast(page, 'Не удалось принять приглашение. Повторите попытку позже')
  await expect(page.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Приглашённая')
  await page.unrouteAll()

  await stubServices(page)
  await page.getByRole('button', { name: 'Принять приглашение' }).click()
  await page.waitForURL((url) => !url.pathname.includes('/invitation/'))
  const profile = await page.request.get(`${api}/user/profile`)
  expect(profile.status()).toBe(200)
  expect((await profile.json()).mainInfo.email).toBe(email)

  await page.goto(invitation.link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Приглашение уже принято или отклонено',
    {
      timeout: 15_000,
    },
  )
  await expectNoAxeViolations(page)
})

test('refusing an invitation reloads the page, which shows it answered', async ({
  page,
  playwright,
  baseURL,
}) => {
  const master = await playwright.request.newContext({ baseURL })
  const invitation = await inviteByApi(master, freshEmail('refuse'))
  await master.dispose()

  await page.goto(invitation.link)
  await page.getByRole('button', { name: 'Отклонить' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Отклонить приглашение?' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Отклонить' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Приглашение уже принято или отклонено',
  )
  await expectNoAxeViolations(page)
})

for (const locale of ['ru', 'en'] as const) {
  test(`a revoked, an expired and an unknown invitation (${locale})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(60_000)
    await useLocale(page.context(), locale, baseURL as string)
    const master = await playwright.request.newContext({ baseURL })
    const revoked = await inviteByApi(master, freshEmail('revoked'))
    expect((await master.delete(`${api}/master-account/invitations/${revoked.id}`)).status()).toBe(
      204,
    )
    const open = await inviteByApi(master, freshEmail('open'))
    await master.dispose()

    await page.goto(revoked.link)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'ru' ? 'Приглашение отозвано' : 'The invitation was revoked',
    )
    await expectNoAxeViolations(page)

    await page.goto(open.link)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'ru' ? `Приглашение в ${open.company}` : `Invitation to ${open.company}`,
    )
    await expectNoAxeViolations(page)

    // The sandbox cannot age an invitation: its expired answer is played back.
    await page.route(`**/api/v1/platform/invitation/${linkId(open.link)}`, (route) =>
      route.fulfill({ status: 403, json: { expired: true, linkStatus: 'expired' } }),
    )
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'ru' ? 'Срок действия приглашения истёк' : 'The invitation has expired',
    )
    await expectNoAxeViolations(page)
    await page.unrouteAll()

    // Agreements asked for first: the form with them, as on the other link pages; one the
    // forms offer as optional becomes required.
    const { terms } = (await (
      await page.request.get(`${api}/application/settings/public`, {
        headers: { 'Accept-Language': locale },
      })
    ).json()) as { terms: { type: string; title: string; loginRequired: boolean }[] }
    const optional = terms.find((term) => !term.loginRequired)
    if (!optional) throw new Error('the sandbox offers no optional agreement')
    await page.route(`**/api/v1/platform/invitation/${linkId(open.link)}`, (route) =>
      route.fulfill({
        status: 403,
        json: { termsRequired: [{ ...optional, loginRequired: true }] },
      }),
    )
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'ru' ? 'Приглашение на платформу' : 'Invitation to the platform',
    )
    await expect(
      page.getByRole('checkbox', {
        name: `${optional.title} (${locale === 'ru' ? 'обязательно' : 'required'})`,
      }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await page.unrouteAll()

    await page.goto('./invitation/0f6b2b3e-1a2b-4c3d-8e9f-0a1b2c3d4e5f')
    await expect(page).toHaveURL(/\/platform\/404$/)
  })
}

test('signed in as someone else: sign out, then the invitation', async ({
  page,
  playwright,
  baseURL,
}) => {
  const master = await playwright.request.newContext({ baseURL })
  const invitation = await inviteByApi(master, freshEmail('conflict'))
  await master.dispose()
  await signInThroughApi(page.request, 'user')
  await page.goto(invitation.link)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Выполнен вход под другой учётной записью',
    {
      timeout: 15_000,
    },
  )
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Выйти и открыть ссылку' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Приглашение в ${invitation.company}`,
  )
})
