import { expect, test } from '@playwright/test'

test('the root redirects to the sign-in page, in Russian by default', async ({ page }) => {
  await page.goto('./')
  await expect(page).toHaveURL(/\/platform\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
})

test('switching to English re-renders without a reload', async ({ page }) => {
  await page.goto('./login')
  await page.evaluate(() => {
    ;(window as { marker?: boolean }).marker = true
  })
  await page.getByRole('button', { name: 'Сменить язык: English' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(await page.evaluate(() => (window as { marker?: boolean }).marker)).toBe(true)
})
