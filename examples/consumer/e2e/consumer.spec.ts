import { expect, test } from '@playwright/test'

test('signs in to the platform on another origin and uses the kit with readable texts', async ({
  page,
}) => {
  const platformCalls: string[] = []
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/')) platformCalls.push(new URL(request.url()).origin)
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')

  // The rules' keys read as sentences: an empty login is the forms package's errorEmpty text.
  await page.getByRole('button', { name: 'Войти' }).click()
  await expect(page.getByText('Поле не может быть пустым').first()).toBeVisible()

  await page.getByRole('textbox', { name: 'Логин' }).fill('user')
  await page.getByLabel('Пароль', { exact: true }).fill('Sandbox-2026!')
  await page.getByRole('button', { name: 'Войти' }).click()

  // The session cookie of the other origin came back: the person's own sessions list.
  await expect(page.getByRole('heading', { name: 'Сеансы' })).toBeVisible()
  await expect(page.getByText(/^Всего: [1-9]\d*$/)).toBeVisible()
  await expect(page.getByRole('listitem').first()).toContainText(/\S/)

  // A dropdown DynamicField: its control loads on first render and offers the field's items.
  const profileField = page.getByRole('region', { name: 'Поле профиля' })
  const picker = profileField.getByRole('button')
  await picker.click()
  const option = page.getByRole('option').first()
  const chosen = (await option.textContent()) ?? ''
  await option.click()
  await expect(picker).toContainText(chosen)
  // Only the dropdown's control came: the date picker, phone and multi-select stay unloaded.
  expect(scripts.some((path) => /\/SelectControl-/.test(path))).toBe(true)
  expect(scripts.filter((path) => /(Date|Phone|MultiSelect)Control-/.test(path))).toEqual([])

  // The password checklist speaks Russian with no i18n set up by this app.
  await page.getByLabel('Новый пароль', { exact: true }).fill('abc')
  const checklist = page.getByRole('list', { name: 'Требования к паролю' })
  await expect(checklist).toContainText('Строчная латинская буква')

  // An INN with a wrong check digit: the sentence of errorInn, never the key.
  const inn = page.getByRole('textbox', { name: 'ИНН организации' })
  await inn.fill('7707083894')
  await page.getByRole('button', { name: 'Проверить ИНН' }).click()
  await expect(page.getByText('ИНН указан неверно: проверьте его цифры')).toBeVisible()
  await expect(page.getByText('errorInn')).toHaveCount(0)
  await inn.fill('7707083893')
  await page.getByRole('button', { name: 'Проверить ИНН' }).click()
  await expect(page.getByText('ИНН указан неверно: проверьте его цифры')).toHaveCount(0)

  const appOrigin = new URL(page.url()).origin
  expect(platformCalls.length).toBeGreaterThan(0)
  expect(platformCalls.every((origin) => origin !== appOrigin)).toBe(true)
})
