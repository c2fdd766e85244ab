import type { ProfileDetails, ProfileSummary } from '@platform/sdk'
import type { Page } from '@playwright/test'
import {
  expect as baseExpect,
  lastOutboxId,
  nextMessage,
  seeToast,
  signInThroughApi,
  test,
  useLocale,
} from './support/fixtures'
import { freshEmail, freshIp, registerByApi, typeCode } from './support/links'
import { apiGet, passwordlessPeople, signInByEmailCode } from './support/signed-in'

// No edit is lost when the session ends: the session ends in another tab while a form holds
// changes; Save asks for a sign-in over the page, with the sign-in page's own steps, and saves
// after it. Each test edits a person no other test does.

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

const api = '/api/v1/platform'

test.beforeEach(async ({ context, baseURL }) => {
  await useLocale(context, 'ru', baseURL as string)
})

/** Signing out «in another tab»: the same cookie jar, without the page knowing. */
async function endSessionElsewhere(page: Page) {
  expect((await page.request.post(`${api}/auth/logout`)).status()).toBe(204)
}

test('an account that signs in by code signs in again by code, and the edit is saved', async ({
  page,
}) => {
  // The second seeded person without a password: the profile spec sets the first one's.
  const person = (await passwordlessPeople())[1]
  if (!person) throw new Error('the sandbox seeds two people without a password')
  await signInByEmailCode(page.request, person)
  const text = `Сохранится после входа ${Date.now()}`
  await page.goto('./profile/personal')
  await page.getByRole('button', { name: 'Редактировать' }).click()
  await page.getByRole('textbox', { name: 'Комментарий' }).fill(text)
  await endSessionElsewhere(page)
  await page.getByRole('button', { name: 'Сохранить' }).click()

  const dialog = page.getByRole('dialog', { name: 'Сеанс завершён' })
  await expect(dialog.getByText(`Вход как ${person.login}`)).toBeVisible()
  // The sign-in page's steps: nothing in the dialog leads away from the edit.
  await expect(dialog.getByRole('link')).toHaveCount(0)
  const since = await lastOutboxId(page.request)
  await dialog.getByRole('button', { name: 'Получить код по электронной почте' }).click()
  const { code } = await nextMessage(page.request, person.email, since)
  await typeCode(page, code ?? '')

  await seeToast(page, 'Изменения сохранены')
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/platform\/profile\/personal/)
  const after = await apiGet<ProfileDetails>(page, '/user/profile/details')
  expect(after.mainInfo.comment).toBe(text)
})

test('signing in as someone else discards the edit and says so', async ({
  page,
  playwright,
  baseURL,
}) => {
  const other = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': freshIp() },
  })
  await registerByApi(other, freshEmail('other-person'))
  const otherLogin = ((await (await other.get(`${api}/user/profile`)).json()) as ProfileSummary)
    .mainInfo.login
  await other.dispose()

  // Subscriptions: another form than the personal data, through the same kept save.
  await signInThroughApi(page.request, 'master')
  const subscriptions = '/user/profile/subscribes?page=1&limit=1000'
  const before = await apiGet<{ subscribes: unknown[] }>(page, subscriptions)
  await page.goto('./profile/subscriptions')
  await page
    .locator('label')
    .filter({ has: page.getByRole('switch') })
    .first()
    .click()
  await endSessionElsewhere(page)
  await page.getByRole('button', { name: 'Сохранить' }).click()

  const dialog = page.getByRole('dialog', { name: 'Сеанс завершён' })
  await dialog.getByRole('button', { name: 'Сменить логин' }).click()
  await dialog.getByRole('textbox', { name: 'Логин' }).fill(otherLogin)
  await dialog.getByRole('button', { name: 'Продолжить' }).click()
  await dialog.getByLabel(/^Пароль$/).fill('Visitor-2026-pass')
  await dialog.getByRole('button', { name: 'Войти', exact: true }).click()
  await seeToast(page, 'Вы вошли под другой учётной записью')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeDisabled()

  await signInThroughApi(page.request, 'master')
  const after = await apiGet<{ subscribes: unknown[] }>(page, subscriptions)
  expect(after.subscribes).toEqual(before.subscribes)
})
