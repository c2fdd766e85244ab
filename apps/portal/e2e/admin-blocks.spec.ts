import type { Page } from '@playwright/test'
import { latinCode, reorderLastByKeyboard } from './support/admin'
import { expect as baseExpect, expectNoAxeViolations, seeToast, test } from './support/fixtures'
import { api, apiGet, inEnglish, phoneViewport, signInAs } from './support/signed-in'

// The blocks (subtypes) of a dynamic-field tab. The contractors' tab is this test's alone; it
// creates its own blocks and deletes them.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

const tabCode = 'contractors_main'
const tab = `./setting/options/users/dynamic-fields/contractors/details/${tabCode}`

const menuOf = (page: Page, title: string) =>
  page.getByRole('button', { name: `Действия с блоком «${title}»` })

test('blocks: create, edit, copy, switch off, reorder, delete, delete several', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const code = latinCode('blk')
  const first = `Блок ${code}`
  const second = `Второй ${code}`
  // The second block only waits to be deleted with another: it is made through the API.
  const { id: tabId } = await apiGet<{ id: string }>(
    page,
    `/setting/dynamic-fields/tabs/${tabCode}`,
  )
  const made = await page.request.post(`${api}/setting/dynamic-fields/subtypes`, {
    data: { tabId, title: second, code: `${code}b` },
  })
  expect(made.status()).toBe(201)
  await page.goto(tab)
  await expect(page.getByRole('heading', { level: 1, name: 'Договор' })).toBeFocused()
  await page.getByRole('button', { name: 'Добавить блок' }).click()
  const dialog = page.getByRole('dialog', { name: 'Новый блок' })
  await dialog.getByRole('textbox', { name: 'Название' }).fill(first)
  await dialog.getByRole('textbox', { name: 'Код' }).fill(code)
  await dialog.getByRole('button', { name: 'Создать' }).click()
  await seeToast(page, 'Блок создан')
  await expect(page.getByRole('heading', { level: 2, name: first, exact: true })).toBeVisible()

  const renamed = `${first} изменён`
  await menuOf(page, first).click()
  await page.getByRole('menuitem', { name: 'Изменить блок' }).click()
  const edit = page.getByRole('dialog', { name: `Блок «${first}»` })
  await edit.getByRole('textbox', { name: 'Название' }).fill(renamed)
  await edit.getByRole('button', { name: 'Сохранить' }).click()
  await seeToast(page, 'Блок сохранён')

  // A copy goes through the create call with the source's values and a code of its own.
  await menuOf(page, renamed).click()
  await page.getByRole('menuitem', { name: 'Копировать блок' }).click()
  const copy = page.getByRole('dialog', { name: `Копия блока «${renamed}»` })
  await expect(copy.getByRole('textbox', { name: 'Код' })).toHaveValue(`${code}_copy`)
  await expect(copy.getByRole('textbox', { name: 'Название' })).toHaveValue(`${renamed} (копия)`)
  await expectNoAxeViolations(page)
  const created = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/dynamic-fields/subtypes'),
  )
  await copy.getByRole('button', { name: 'Создать' }).click()
  expect((await created).postDataJSON()).toMatchObject({ code: `${code}_copy`, active: true })
  await seeToast(page, 'Блок создан')
  const copied = `${renamed} (копия)`

  const card = page.getByRole('region', { name: copied })
  await card.getByText('Активно', { exact: true }).click()
  await page
    .getByRole('alertdialog', { name: `Отключить блок «${copied}»?` })
    .getByRole('button', { name: 'Отключить' })
    .click()
  await seeToast(page, 'Активность блока изменена')
  await expect(card.getByText('Неактивен')).toBeVisible()

  // The copy is last: dropped where it was nothing is sent, one place up the order is saved.
  const order = page.getByRole('grid', { name: 'Блоки в порядке показа' })
  const body = (await reorderLastByKeyboard(page, order, copied, `/${tabCode}/order`, 'PUT')) as {
    id: string
  }[]
  expect(body.length).toBeGreaterThan(2)
  await seeToast(page, 'Порядок сохранён')

  await menuOf(page, copied).click()
  await page.getByRole('menuitem', { name: 'Удалить блок' }).click()
  await page
    .getByRole('alertdialog', { name: `Удалить блок «${copied}»?` })
    .getByRole('button', { name: 'Удалить' })
    .click()
  await seeToast(page, 'Блок удалён')
  await expect(card).toHaveCount(0)

  // Several at once: checked from the keyboard, one call, a question that says how many.
  await page.getByRole('checkbox', { name: `Выбрать блок «${renamed}»` }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('region', { name: second }).getByText('Выбрать', { exact: true }).click()
  await expect(page.getByRole('checkbox', { name: `Выбрать блок «${second}»` })).toBeChecked()
  await expect(page.getByText('Выбрано 2 блока')).toBeVisible()
  await page.setViewportSize(phoneViewport)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Удалить выбранные' }).click()
  const ask = page.getByRole('alertdialog', { name: 'Удалить 2 блока?' })
  const removed = page.waitForRequest(
    (request) => request.method() === 'DELETE' && request.url().includes('/subtypes?'),
  )
  await ask.getByRole('button', { name: 'Удалить' }).click()
  expect(new URL((await removed).url()).searchParams.getAll('ids')).toHaveLength(2)
  await seeToast(page, 'Выбранные блоки удалены')
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(code) })).toHaveCount(0)
  await expect(page.getByText('Блоки не выбраны')).toBeVisible()

  await inEnglish(page)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Add block' })).toBeVisible()
  await expect(page.getByText('No blocks selected')).toBeVisible()
  await expectNoAxeViolations(page)
})
