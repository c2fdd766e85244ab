import { expect, openPage, test } from './support/fixtures'
import { signInAs } from './support/signed-in'

test.use({ locale: 'ru-RU' })

// A person no other test signs in as: the page size is one setting for all their lists.
const login = 'i.kozlov'

test('a list starts with the person’s page size, and a new choice is saved to their settings', async ({
  page,
}) => {
  await signInAs(page, login)
  await openPage(page, './profile/sessions')
  const size = page.getByRole('button', { name: /Строк на странице/ })
  await expect(size).toContainText('20')

  const saved = page.waitForRequest(
    (request) => request.method() === 'PATCH' && request.url().endsWith('/platform/users/settings'),
  )
  await size.click()
  await page.getByRole('option', { name: '50' }).click()
  expect((await saved).postDataJSON()).toEqual({ pagination: 50 })
  await expect(size).toContainText('50')

  // Another visit, and another list: both start with the saved size.
  const asked = page.waitForRequest((request) =>
    /\/platform\/user\/profile\/history\?/.test(request.url()),
  )
  await openPage(page, './profile/history')
  expect(new URL((await asked).url()).searchParams.get('limit')).toBe('50')

  // Put it back for the next run.
  const restored = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' &&
      response.url().endsWith('/platform/users/settings'),
  )
  await openPage(page, './profile/sessions')
  await page.getByRole('button', { name: /Строк на странице/ }).click()
  await page.getByRole('option', { name: '20' }).click()
  expect((await restored).ok()).toBe(true)
})
