import type { Locator, Page } from '@playwright/test'
import { expect as baseExpect, expectNoAxeViolations, seeToast, test } from './support/fixtures'
import { api, inEnglish, phoneViewport, signInAs } from './support/signed-in'

// Whitelist, blacklist and network aliases.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 90_000 })

/** A number new for each run, so tests sharing the sandbox never meet each other's data. */
const unique = () => Math.floor(Math.random() * 250) + 1
const token = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** Types a day and a time into a date picker, segment after segment (DD.MM.YYYY HH:mm). */
async function typeMoment(page: Page, field: Locator, digits: string) {
  await field.getByRole('spinbutton').first().click()
  await page.keyboard.type(digits)
}

test('whitelist: an entry by subnet, one by alias; an expiry before the start refused on both sides', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const mark = token()
  const aliasName = `Псевдоним ${mark}`
  const created = await page.request.post(`${api}/setting/network-aliases`, {
    data: {
      name: aliasName,
      ips: [{ ip: `100.64.${unique()}.0/28`, comment: null }],
      comment: null,
    },
  })
  expect(created.status()).toBe(201)

  await page.goto('./setting/whitelist')
  await expect(page.getByRole('heading', { level: 1, name: 'Белый список' })).toBeFocused()
  await page.getByRole('button', { name: 'Новая запись' }).click()
  const dialog = page.getByRole('dialog', { name: 'Новая запись белого списка' })
  const subnet = `100.${64 + (unique() % 64)}.${unique()}.0/24`
  await dialog.getByRole('textbox', { name: 'Подсеть или IP-адрес' }).fill(subnet)
  await typeMoment(page, dialog.getByRole('group', { name: 'Начало действия' }), '010220271000')
  await typeMoment(page, dialog.getByRole('group', { name: 'Окончание действия' }), '010120271000')
  await dialog.getByRole('textbox', { name: 'Комментарий' }).fill(`Офис ${mark}`)
  let posts = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/setting/whitelist')) posts += 1
  })
  await dialog.getByRole('button', { name: 'Добавить' }).click()
  await expect(dialog.getByText('Дата окончания должна быть позже даты начала')).toBeVisible()
  expect(posts).toBe(0)
  await expectNoAxeViolations(page)

  // The platform refuses the same entry with the same rule.
  const refused = await page.request.post(`${api}/setting/whitelist`, {
    data: {
      enabled: true,
      ip: subnet,
      alias: null,
      dateFrom: '2027-02-01T07:00:00Z',
      dateTo: '2027-01-01T07:00:00Z',
      comment: null,
    },
  })
  expect(refused.status()).toBe(400)
  expect(await refused.json()).toMatchObject({ errorList: { dateTo: ['errorDateOrder'] } })

  await typeMoment(page, dialog.getByRole('group', { name: 'Окончание действия' }), '010320271000')
  await dialog.getByRole('button', { name: 'Добавить' }).click()
  await seeToast(page, 'Запись добавлена в белый список')
  await expect(dialog).toHaveCount(0)

  await page.getByRole('button', { name: 'Новая запись' }).click()
  await dialog.getByRole('radiogroup', { name: 'Адреса' }).getByText('Сетевой псевдоним').click()
  await dialog.getByRole('button', { name: 'Добавить' }).click()
  await expect(dialog.getByRole('combobox', { name: 'Сетевой псевдоним' })).toBeFocused()
  await dialog.getByRole('combobox', { name: 'Сетевой псевдоним' }).fill(mark)
  await page.getByRole('option', { name: aliasName }).click()
  await dialog.getByRole('textbox', { name: 'Комментарий' }).fill(`Подрядчик ${mark}`)
  await dialog.getByRole('button', { name: 'Добавить' }).click()
  await seeToast(page, 'Запись добавлена в белый список')

  await page.getByRole('searchbox', { name: 'Адрес, псевдоним или комментарий' }).fill(mark)
  await page.getByRole('button', { name: 'Найти' }).click()
  await expect(page).toHaveURL(new RegExp(`search=${mark}`))
  await expect(page.getByRole('status').filter({ hasText: 'Всего: 2 записи' })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: subnet })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: '01.03.2027 10:00' })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: `${aliasName} (псевдоним)` })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.setViewportSize(phoneViewport)
  await expectNoAxeViolations(page)

  await inEnglish(page)
  await page.goto('./setting/blacklist')
  await expect(page.getByRole('heading', { level: 1, name: 'Blacklist' })).toBeVisible()
  await page.getByRole('button', { name: 'New entry' }).click()
  await expect(page.getByRole('dialog', { name: 'New blacklist entry' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('network aliases: several addresses, a malformed one refused, filtered by IP in the address', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const mark = token()
  const name = `Сеть ${mark}`
  const [second, third] = [unique(), unique()]
  await page.goto('./setting/network-aliases')
  await expect(page.getByRole('heading', { level: 1, name: 'Сетевые псевдонимы' })).toBeFocused()
  await page.getByRole('button', { name: 'Новый псевдоним' }).click()
  const dialog = page.getByRole('dialog', { name: 'Новый сетевой псевдоним' })
  await dialog.getByRole('textbox', { name: 'Название' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Адрес 1' }).fill(`100.65.${second}.0/28`)
  await dialog.getByRole('textbox', { name: 'Комментарий к адресу 1' }).fill('Офис')
  await dialog.getByRole('button', { name: 'Добавить адрес' }).click()
  await dialog.getByRole('textbox', { name: 'Адрес 2' }).fill(`100.66.${third}.300`)
  await dialog.getByRole('button', { name: 'Создать' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Адрес 2' })).toBeFocused()
  await expect(dialog.getByText('Некорректный IP-адрес')).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('textbox', { name: 'Адрес 2' }).fill(`100.66.${third}.7`)
  await dialog.getByRole('button', { name: 'Создать' }).click()
  await seeToast(page, 'Сетевой псевдоним создан')

  await page.getByRole('searchbox', { name: 'IP-адрес или подсеть' }).fill(`100.65.${second}.5`)
  await page.getByRole('button', { name: 'Найти' }).click()
  await expect(page).toHaveURL(new RegExp(`ip=100\\.65\\.${second}\\.5`))
  await expect(page.getByRole('rowheader', { name })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: `100.66.${third}.7` })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('rowheader', { name })).toBeVisible()
  await expect(page.getByRole('searchbox', { name: 'IP-адрес или подсеть' })).toHaveValue(
    `100.65.${second}.5`,
  )
  await page.getByRole('searchbox', { name: 'IP-адрес или подсеть' }).fill('100.65.999.1')
  await page.getByRole('button', { name: 'Найти' }).click()
  await expect(page.getByText('Некорректный IP-адрес')).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: `Удалить «${name}»` }).click()
  await page
    .getByRole('alertdialog', { name: `Удалить сетевой псевдоним «${name}»?` })
    .getByRole('button', { name: 'Удалить' })
    .click()
  await seeToast(page, 'Сетевой псевдоним удалён')
  await page.setViewportSize(phoneViewport)
  await expectNoAxeViolations(page)

  await inEnglish(page)
  await page.goto('./setting/network-aliases')
  await expect(page.getByRole('heading', { level: 1, name: 'Network aliases' })).toBeVisible()
  await page.getByRole('button', { name: 'New alias' }).click()
  await expect(page.getByRole('dialog', { name: 'New network alias' })).toBeVisible()
  await expectNoAxeViolations(page)
})
