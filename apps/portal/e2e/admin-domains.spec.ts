import { exportCsv, latinCode } from './support/admin'
import { expect as baseExpect, expectNoAxeViolations, seeToast, test } from './support/fixtures'
import { inEnglish, phoneViewport, signInAs } from './support/signed-in'

// The domains screen: table, create and edit dialog, enable toggle, delete.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

test('domains: create, filter in the address, export, switch off, edit with a server error, delete', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('./setting/domains')
  await expect(page.getByRole('heading', { level: 1, name: 'Домены' })).toBeFocused()
  const alias = `${latinCode('d')}.example.ru`

  // A new domain: enabled, with the cookie notice, not base, Russian on; no scheme in addresses.
  await page.getByRole('button', { name: 'Новый домен' }).click()
  const create = page.getByRole('dialog', { name: 'Новый домен' })
  await expect(create.getByRole('switch', { name: 'Доступен' })).toBeChecked()
  await expect(
    create.getByRole('switch', { name: 'Показывать уведомление о cookie' }),
  ).toBeChecked()
  await expect(create.getByRole('switch', { name: 'Основной домен' })).not.toBeChecked()
  await expect(create.getByRole('switch', { name: 'Язык включён' }).first()).toBeChecked()
  const address = create.getByRole('textbox', { name: 'Адрес 1' })
  await address.fill(`https://${alias}`)
  await create.getByRole('button', { name: 'Создать' }).click()
  await expect(address).toHaveAttribute('aria-invalid', 'true')
  await expect(address).toBeFocused()
  await address.fill(alias)
  await expectNoAxeViolations(page)
  await create.getByRole('button', { name: 'Создать' }).click()
  await seeToast(page, 'Домен создан')
  await expect(create).toHaveCount(0)

  await page.getByRole('searchbox', { name: 'Поиск по адресу и комментарию' }).fill(alias)
  await page.getByRole('button', { name: 'Найти' }).click()
  await expect(page).toHaveURL(new RegExp(`search=${alias}`))
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: 'Всего: 1 запись' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: alias })
  const csv = await exportCsv(page)
  expect(csv).toContain('Адреса;Комментарий;Шаблон оформления;Основной;Доступен')
  expect(csv).toContain(`${alias};;По умолчанию;нет;да`)

  // Switching off asks first and sends the opposite of the current value.
  await row.getByText('Доступен', { exact: true }).click()
  const sent = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/enabled'),
  )
  await page
    .getByRole('alertdialog', { name: `Отключить домен «${alias}»?` })
    .getByRole('button', { name: 'Отключить' })
    .click()
  expect((await sent).postDataJSON()).toEqual({ enabled: false })
  await seeToast(page, 'Доступность домена изменена')
  await expect(row.getByRole('switch')).not.toBeChecked()
  // The question closed gives the focus back to the switch, as a person hears before going on.
  await expect(row.getByRole('switch')).toBeFocused()

  // An address another domain answers on: the platform's errorList marks it.
  await row.getByRole('button', { name: `Изменить «${alias}»` }).click()
  const edit = page.getByRole('dialog', { name: `Домен «${alias}»` })
  await edit.getByRole('textbox', { name: 'Адрес 1' }).fill('platform.example.ru')
  await edit.getByRole('button', { name: 'Сохранить' }).click()
  await seeToast(page, 'Не удалось сохранить домен')
  // The pointer rests where the snackbar came up, which keeps it open: move it away.
  await page.mouse.move(0, 0)
  await expect(edit.getByRole('textbox', { name: 'Адрес 1' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await page.keyboard.press('Escape')
  await page
    .getByRole('alertdialog', { name: 'Закрыть без сохранения?' })
    .getByRole('button', { name: 'Закрыть' })
    .click()
  await expect(edit).toHaveCount(0)

  await row.getByRole('button', { name: `Удалить «${alias}»` }).click()
  await page
    .getByRole('alertdialog', { name: `Удалить домен «${alias}»?` })
    .getByRole('button', { name: 'Удалить' })
    .click()
  await seeToast(page, 'Домен удалён')
  await expect(page.getByText('Ничего не найдено')).toBeVisible()
  await page.setViewportSize(phoneViewport)
  await expectNoAxeViolations(page)
})

test('domains in English', async ({ page }) => {
  await inEnglish(page)
  await signInAs(page, 'admin')
  await page.goto('./setting/domains')
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible()
  await page.getByRole('button', { name: 'Edit “platform.example.ru”' }).click()
  const dialog = page.getByRole('dialog', { name: 'Domain “platform.example.ru”' })
  await expect(dialog.getByRole('switch', { name: 'Base domain', exact: true })).toBeDisabled()
  await page.setViewportSize(phoneViewport)
  await expectNoAxeViolations(page)
})
