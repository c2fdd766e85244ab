import { expect, expectNoAxeViolations, test } from './support/fixtures'
import { freshEmail, registerByApi } from './support/links'

// The sandbox's outbox panel: on the sandbox, a person restores a password with
// nothing else installed, following the link the panel shows.
test.use({ locale: 'ru-RU', viewport: { width: 1280, height: 800 }, outboxPanel: 'open' })

test('the outbox panel shows the letter, its link opens the next step, and it folds away', async ({
  page,
  playwright,
  baseURL,
}) => {
  const own = await playwright.request.newContext({ baseURL })
  const { email } = await registerByApi(own, freshEmail('outbox'))
  await own.dispose()

  await page.goto('./password')
  // Open by default on a wide screen.
  const panel = page.getByRole('complementary', { name: 'Исходящие сообщения песочницы' })
  await expect(panel).toBeVisible()
  await page.getByRole('textbox', { name: 'Электронная почта' }).fill(email)
  await page.getByRole('button', { name: 'Получить ссылку' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeFocused()
  // The registration letter to the same address is there too; this one is the newer.
  const letter = panel
    .getByRole('listitem')
    .filter({ hasText: email })
    .filter({ hasText: 'Восстановление пароля' })
  await expect(letter).toBeVisible()
  await expectNoAxeViolations(page)

  await letter.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Новый пароль' })).toBeVisible()

  // Folded, it leaves a button with the number of messages, for the rest of the tab's life.
  await panel.getByRole('button', { name: 'Скрыть исходящие' }).click()
  await expect(panel).toBeHidden()
  const dock = page.getByRole('button', { name: /^Исходящие песочницы \(\d+\)$/ })
  await expect(dock).toBeFocused()
  await page.reload()
  await expect(dock).toBeVisible()
  await expect(panel).toBeHidden()
  await dock.click()
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Скрыть исходящие' })).toBeFocused()
})

test('the panel works where the browser denies storage', async ({ page }) => {
  // As in a third-party frame or a locked-down web view: touching storage throws.
  await page.addInitScript(() => {
    for (const name of ['sessionStorage', 'localStorage']) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    }
  })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('./password')
  await expect(page.getByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeVisible()
  const panel = page.getByRole('complementary', { name: 'Исходящие сообщения песочницы' })
  await expect(panel).toBeVisible()
  await panel.getByRole('button', { name: 'Скрыть исходящие' }).click()
  await expect(page.getByRole('button', { name: /^Исходящие песочницы \(\d+\)$/ })).toBeFocused()
  expect(errors).toEqual([])
})
