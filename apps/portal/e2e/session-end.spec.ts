import type { ProfileDetails, ProfileSummary } from '@platform/sdk'
import type { Page } from '@playwright/test'
import {
  expect as baseExpect,
  demoPassword,
  seeToast,
  signInThroughApi,
  test,
  useLocale,
} from './support/fixtures'
import { freshEmail, freshIp, registerByApi } from './support/links'
import { apiGet, patchProfile } from './support/signed-in'

// No edit is lost when the session ends: the session ends in another tab while
// the personal data is being edited; Save asks for a sign-in over the page and saves after it.

const expect = baseExpect.configure({ timeout: 15_000 })
// Both tests edit master's comment: one after the other, or one would read the other's save.
test.describe.configure({ mode: 'default', timeout: 90_000 })

const api = '/api/v1/platform'

test.beforeEach(async ({ context, baseURL }) => {
  await useLocale(context, 'ru', baseURL as string)
})

async function editComment(page: Page, text: string) {
  await page.goto('./profile/personal')
  await page.getByRole('button', { name: 'Редактировать' }).click()
  await page.getByRole('textbox', { name: 'Комментарий' }).fill(text)
}

/** Signing out «in another tab»: the same cookie jar, without the page knowing. */
async function endSessionElsewhere(page: Page) {
  expect((await page.request.post(`${api}/auth/logout`)).status()).toBe(204)
}

test('signing in again over the page saves the edit', async ({ page }) => {
  await signInThroughApi(page.request, 'master')
  const before = await apiGet<ProfileDetails>(page, '/user/profile/details')
  const text = `Сохранится после входа ${Date.now()}`
  try {
    await editComment(page, text)
    await endSessionElsewhere(page)
    await page.getByRole('button', { name: 'Сохранить' }).click()

    const dialog = page.getByRole('dialog', { name: 'Сеанс завершён' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Логин' })).toHaveValue('master')
    await dialog.getByLabel(/^Пароль$/).fill(demoPassword)
    await dialog.getByRole('button', { name: 'Войти и сохранить' }).click()

    await seeToast(page, 'Изменения сохранены')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/platform\/profile\/personal/)
    const after = await apiGet<ProfileDetails>(page, '/user/profile/details')
    expect(after.mainInfo.comment).toBe(text)
  } finally {
    await signInThroughApi(page.request, 'master')
    await patchProfile(page, { mainInfo: { comment: before.mainInfo.comment } })
  }
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

  await signInThroughApi(page.request, 'master')
  const before = await apiGet<ProfileDetails>(page, '/user/profile/details')
  const discarded = `Не должно сохраниться ${Date.now()}`
  await editComment(page, discarded)
  await endSessionElsewhere(page)
  await page.getByRole('button', { name: 'Сохранить' }).click()

  const dialog = page.getByRole('dialog', { name: 'Сеанс завершён' })
  await dialog.getByRole('textbox', { name: 'Логин' }).fill(otherLogin)
  await dialog.getByLabel(/^Пароль$/).fill('Visitor-2026-pass')
  await dialog.getByRole('button', { name: 'Войти и сохранить' }).click()
  await seeToast(page, 'Вы вошли под другой учётной записью')
  await expect(dialog).toBeHidden()

  await signInThroughApi(page.request, 'master')
  const after = await apiGet<ProfileDetails>(page, '/user/profile/details')
  expect(after.mainInfo.comment).not.toBe(discarded)
  expect(after.mainInfo.comment).toBe(before.mainInfo.comment)
})
