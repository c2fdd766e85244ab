import type { Page } from '@playwright/test'
import { exportCsv, latinCode, reorderLastByKeyboard } from './support/admin'
import { expect as baseExpect, expectNoAxeViolations, seeToast, test } from './support/fixtures'
import { apiGet, inEnglish, phoneViewport, signInAs } from './support/signed-in'

// The applications screen: ordered list, dialog with tabs, clients and their secrets, sessions.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

interface Listed {
  applications: { id: string; name: string }[]
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())

test('applications: create with a client, a server error, the secret on the clipboard, reorder by keyboard, delete', async ({
  page,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(baseURL as string).origin,
  })
  await signInAs(page, 'admin')
  await page.goto('./setting/applications')
  await expect(page.getByRole('heading', { level: 1, name: 'Приложения' })).toBeFocused()
  const list = page.getByRole('grid', { name: 'Приложения по порядку' })
  await expect(list.getByRole('row').first()).toBeVisible()
  const code = latinCode('app')
  const name = `Проверка ${code}`
  const clientId = `${code}-web`

  // A new application: a draft; the client id keeps only what its mask allows.
  await page.getByRole('button', { name: 'Новое приложение' }).click()
  const create = page.getByRole('dialog', { name: 'Новое приложение' })
  await create.getByRole('textbox', { name: 'Код', exact: true }).fill(code)
  await create.getByRole('textbox', { name: 'Название', exact: true }).fill(name)
  await expect(create.getByRole('switch', { name: 'Показывать в меню сервисов' })).toBeDisabled()
  await create.getByRole('button', { name: 'Добавить клиента' }).click()
  const idField = create.getByRole('textbox', { name: 'Идентификатор клиента' })
  await idField.fill(`${clientId} !ы`)
  await expect(idField).toHaveValue(clientId)
  await expectNoAxeViolations(page)
  await create.getByRole('button', { name: 'Создать' }).click()
  await seeToast(page, 'Приложение создано')

  // Created, the dialog stays open on it in update mode, with both tabs.
  const edit = page.getByRole('dialog', { name: `Приложение «${name}»` })
  await expect(edit.getByRole('tab', { name: 'Сеансы' })).toBeVisible()
  await expect(page).toHaveURL(/application=/)
  // A code another application has: the platform's errorList marks the field.
  await edit.getByRole('textbox', { name: 'Код', exact: true }).fill('hr')
  await edit.getByRole('textbox', { name: 'Код', exact: true }).press('Enter')
  await seeToast(page, 'Не удалось сохранить приложение')
  await expect(edit.getByRole('textbox', { name: 'Код', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await edit.getByRole('textbox', { name: 'Код', exact: true }).fill(code)

  // Its secret, copied and then renewed, reaches the clipboard.
  await edit.getByRole('button', { name: `Скопировать секрет «${clientId}»` }).click()
  await seeToast(page, 'Секрет клиента скопирован в буфер обмена')
  const first = await clipboard(page)
  expect(first).toMatch(/^[A-Za-z0-9_-]{1,64}$/)
  await edit.getByRole('button', { name: `Создать новый секрет «${clientId}»` }).click()
  await page
    .getByRole('alertdialog', { name: `Создать новый секрет клиента «${clientId}»?` })
    .getByRole('button', { name: 'Создать и скопировать' })
    .click()
  await seeToast(page, 'Новый секрет создан и скопирован в буфер обмена')
  const renewed = await clipboard(page)
  expect(renewed).not.toBe(first)
  const { secret } = await apiGet<{ secret: string }>(
    page,
    `/setting/applications/client/${clientId}/secret`,
  )
  expect(renewed).toBe(secret)
  await edit.getByRole('textbox', { name: 'Код', exact: true }).press('Enter')
  await seeToast(page, 'Приложение сохранено')
  await expect(edit).toHaveCount(0)
  await expect(page).not.toHaveURL(/application=/)

  // The new application is last. Dropped where it was, nothing is sent; one place up is saved.
  const order = (await reorderLastByKeyboard(page, list, name, '/order')) as {
    id: string
    order: number
  }[]
  expect(order.map((entry) => entry.order)).toEqual(order.map((_, index) => index))
  await seeToast(page, 'Порядок приложений сохранён')

  // Filtered by the address, exported, then deleted.
  await page.getByRole('searchbox', { name: 'Поиск по названию и коду' }).fill(code)
  await page.getByRole('button', { name: 'Найти' }).click()
  await expect(page).toHaveURL(new RegExp(`search=${code}`))
  await expect(page.getByRole('status').filter({ hasText: 'Всего: 1 запись' })).toBeVisible()
  await expect(page.getByText(/Порядок меняется в полном списке/)).toBeVisible()
  const csv = await exportCsv(page)
  expect(csv).toContain('Порядок;Название;Название на английском;Код;Тип;Включено')
  expect(csv).toContain(`;${name};;${code};Черновик;да;`)
  await expectNoAxeViolations(page)
  await page.setViewportSize(phoneViewport)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: `Удалить «${name}»` }).click()
  await page
    .getByRole('alertdialog', { name: `Удалить приложение «${name}»?` })
    .getByRole('button', { name: 'Удалить' })
    .click()
  await seeToast(page, 'Приложение удалено')
  await expect(page.getByText('Ничего не найдено')).toBeVisible()
})

test('an application’s sessions: filters in the address, one and all found ended, in English', async ({
  page,
}) => {
  await inEnglish(page)
  await signInAs(page, 'admin')
  const { applications } = await apiGet<Listed>(page, '/setting/applications?limit=1000')
  const hr = applications.find((application) => application.name === 'Кадровый портал')
  await page.goto(`./setting/applications?application=${hr?.id}&tab=sessions`)
  const dialog = page.getByRole('dialog', { name: 'Application “Кадровый портал”' })
  await expect(dialog.getByRole('tab', { name: 'Sessions' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  // Read-only as an internal application: one Close button, no save.
  await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0)
  const table = dialog.getByRole('grid', { name: 'Sessions of the application “Кадровый портал”' })
  await expect(table.getByRole('row').nth(1)).toBeVisible()

  await dialog.getByRole('searchbox', { name: 'Search sessions' }).fill('hr-web')
  await expect(page).toHaveURL(/sessionSearch=hr-web/)
  const rows = table.getByRole('row')
  // The filtered list is in once no row but the header lacks the search; the table renders
  // only the rows in view, so its total says how many there are.
  await expect(rows.filter({ hasNotText: 'hr-web' })).toHaveCount(1)
  const total = dialog.getByRole('status').filter({ hasText: /^Total: / })
  const before = Number((await total.textContent())?.match(/\d+/)?.[0])
  await rows
    .nth(1)
    .getByRole('button', { name: /^End session/ })
    .click()
  await page
    .getByRole('alertdialog', { name: 'End the session?' })
    .getByRole('button', { name: 'End', exact: true })
    .click()
  await seeToast(page, 'Session ended')
  await expect(total).toHaveText(new RegExp(`^Total: ${before - 1} `))

  await dialog.getByRole('button', { name: 'End the sessions found' }).click()
  await page
    .getByRole('alertdialog', { name: 'End the sessions found?' })
    .getByRole('button', { name: 'End all' })
    .click()
  await seeToast(page, 'Sessions ended')
  await expect(dialog.getByText('No sessions match these filters')).toBeVisible()
  await page.setViewportSize(phoneViewport)
  await expectNoAxeViolations(page)
})
