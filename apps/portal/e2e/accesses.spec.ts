import type { AccessRequest } from '@platform/sdk'
import type { Locator, Page } from '@playwright/test'
import {
  expect as baseExpect,
  clearCookiesAway,
  expectNoAxeViolations,
  faultForPage,
  seeToast,
  test,
} from './support/fixtures'
import { apiGet, phoneViewport, signInAs } from './support/signed-in'

// The access requests page. The tests run one after another: one of them
// makes the sandbox fail a call, which must not meet the others.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const expect = baseExpect.configure({ timeout: 15_000 })

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Заявки на доступ' })

async function openAs(page: Page, login: string) {
  await signInAs(page, login)
  await page.goto('./accesses/requests/access')
}

/** The row of the table whose cells contain `text`. */
const rowWith = (table: Locator, text: string) => table.getByRole('row').filter({ hasText: text })

async function pickRole(dialog: Locator, company: number, role: string) {
  const page = dialog.page()
  const field = dialog
    .getByRole('group', { name: `Компания ${company}` })
    .getByRole('combobox', { name: /Роли/ })
  await field.click()
  await field.press('ArrowDown')
  await page.getByRole('option', { name: role }).click()
  await field.press('Escape')
  await expect(dialog).toBeVisible()
}

test('lists the person’s requests, newest first, with their statuses', async ({ page }) => {
  await openAs(page, 'user')
  await expect(heading(page)).toBeFocused()
  const table = page.getByRole('grid', { name: 'Мои заявки' })
  await expect(table).toBeVisible()
  const { requests, meta } = await apiGet<{ requests: AccessRequest[]; meta: { total: number } }>(
    page,
    '/user/access/requests',
  )
  await expect(page.getByText(new RegExp(`Всего: ${meta.total} `))).toBeVisible()
  // Newest first: the first row is the newest request, its date as DD.MM.YYYY.
  const newest = requests[0] as AccessRequest
  const [year, month, day] = newest.requestDate.slice(0, 10).split('-')
  await expect(table.getByRole('row').nth(1)).toContainText(`${day}.${month}.${year}`)

  const badges = {
    considered: ['info', 'На рассмотрении'],
    approved: ['success', 'Одобрена'],
    failure: ['error', 'Отклонена'],
    duplicate: ['disabled', 'Дубликат'],
    remove: ['warning', 'Отозвана'],
  } as const
  for (const status of new Set(requests.map((request) => request.status))) {
    const [variant, label] = badges[status]
    await expect(table.locator(`[data-variant="${variant}"]`).first()).toHaveText(label)
  }
  // Only requests under review can be withdrawn.
  const considered = requests.filter((request) => request.status === 'considered').length
  await expect(table.getByRole('button', { name: 'Отозвать' })).toHaveCount(considered)
  await expectNoAxeViolations(page)
})

test('sends a request for two companies and withdraws them', async ({ page }) => {
  await openAs(page, 'user')
  await expect(heading(page)).toBeVisible()
  const stamp = Date.now()
  const first = `E2E Альфа ${stamp}`
  const second = `E2E Бета ${stamp}`

  await page.getByRole('button', { name: 'Новая заявка' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Новая заявка на доступ' })
  await expect(dialog).toBeVisible()
  const send = dialog.getByRole('button', { name: 'Отправить' })
  const add = dialog.getByRole('button', { name: 'Добавить компанию' })
  // Nothing to send and no second company before the first has an INN.
  await expect(send).toBeDisabled()
  await expect(add).toBeDisabled()
  await expectNoAxeViolations(page)

  const company1 = dialog.getByRole('group', { name: 'Компания 1' })
  await company1.getByRole('textbox', { name: 'Название компании' }).fill(first)
  await company1.getByRole('textbox', { name: 'ИНН' }).fill('1234567890')
  await company1.getByRole('textbox', { name: 'КПП' }).fill('773601001')
  await expect(send).toBeEnabled()
  await send.click()
  // The forms rules: a wrong INN and no role, shown on their fields.
  await expect(company1.getByText('ИНН указан неверно: проверьте его цифры')).toBeVisible()
  await expect(company1.getByText('Поле не может быть пустым')).toBeVisible()
  await expect(company1.getByRole('textbox', { name: 'ИНН' })).toBeFocused()

  await company1.getByRole('textbox', { name: 'ИНН' }).fill('7707083893')
  await pickRole(dialog, 1, 'Бухгалтер')
  await add.click()
  const company2 = dialog.getByRole('group', { name: 'Компания 2' })
  await expect(company2).toBeVisible()
  await expect(add).toBeDisabled()
  await company2.getByRole('textbox', { name: 'Название компании' }).fill(second)
  await company2.getByRole('textbox', { name: 'ИНН' }).fill('500100732259')
  await pickRole(dialog, 2, 'Логист')
  await expectNoAxeViolations(page)

  // A failed call keeps everything typed and says so (`requestError`).
  // The sandbox fails this page's next POST of requests, and nobody else's.
  await faultForPage(page, { type: 'server', method: 'POST', path: '/user/access/requests' })
  await send.click()
  await seeToast(page, 'Не удалось отправить заявку')
  await expect(company2.getByRole('textbox', { name: 'ИНН' })).toHaveValue('500100732259')

  await send.click()
  await seeToast(page, 'Заявки отправлены: 2')
  await expect(dialog).toBeHidden()

  const table = page.getByRole('grid', { name: 'Мои заявки' })
  for (const name of [first, second]) {
    const row = rowWith(table, name)
    await expect(row.locator('[data-variant="info"]')).toHaveText('На рассмотрении')
  }
  const sent = await apiGet<{ requests: AccessRequest[] }>(page, '/user/access/requests')
  const byName = (name: string) =>
    sent.requests.find((request) => request.requestCompanyName === name)
  expect(byName(first)).toMatchObject({
    requestCompanyInn: '7707083893',
    requestCompanyKpp: '773601001',
  })
  expect(byName(second)?.requestCompanyRoles.map((role) => role.name)).toEqual(['Логист'])

  for (const name of [first, second]) {
    await rowWith(table, name).getByRole('button', { name: 'Отозвать' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Отозвать заявку?' })
    await expect(confirm).toContainText(name)
    await confirm.getByRole('button', { name: 'Отозвать' }).click()
    await seeToast(page, 'Заявка отозвана')
    await expect(rowWith(table, name).locator('[data-variant="warning"]')).toHaveText('Отозвана')
    await expect(rowWith(table, name).getByRole('button', { name: 'Отозвать' })).toHaveCount(0)
  }
})

test('a master user also sees the incoming requests, none to withdraw', async ({ page }) => {
  await openAs(page, 'master')
  await expect(heading(page)).toBeVisible()
  const tabs = page.getByRole('tablist', { name: 'Заявки на доступ' })
  await expect(tabs.getByRole('tab', { name: 'Исходящие' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  const outgoing = await apiGet<{ meta: { total: number } }>(page, '/user/access/requests')
  if (outgoing.meta.total === 0) {
    await expect(page.getByRole('heading', { name: 'Заявок пока нет' })).toBeVisible()
  }
  await expectNoAxeViolations(page)

  await tabs.getByRole('tab', { name: 'Входящие' }).click()
  const table = page.getByRole('grid', { name: 'Входящие заявки' })
  await expect(table).toBeVisible()
  const incoming = await apiGet<{ requests: AccessRequest[]; meta: { total: number } }>(
    page,
    '/master-account/access/requests?page=1&limit=20',
  )
  await expect(page.getByText(new RegExp(`Всего: ${incoming.meta.total} `))).toBeVisible()
  const first = incoming.requests[0] as AccessRequest
  await expect(table.getByRole('row').nth(1)).toContainText(first.userName)
  await expect(table.getByRole('button', { name: 'Отозвать' })).toHaveCount(0)
  if (incoming.meta.total > 20) {
    const pages = page.getByRole('navigation', { name: 'Страницы: Входящие заявки' })
    await pages.getByRole('button', { name: 'Страница 2' }).click()
    await expect(pages.getByText(/^Страница 2 из \d+$/)).toBeVisible()
  }
  await expectNoAxeViolations(page)
})

test('reads well in English and at 375 px', async ({ page }) => {
  await openAs(page, 'ldap')
  await expect(page.getByRole('heading', { level: 1, name: 'Access requests' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'New request' }).first().click()
  await expect(page.getByRole('dialog', { name: 'New access request' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Cancel' }).click()

  await clearCookiesAway(page)
  await page.setViewportSize(phoneViewport)
  await openAs(page, 'user')
  await expect(heading(page)).toBeVisible()
  await expect(page.getByRole('grid', { name: 'Мои заявки' })).toBeVisible()
  await expectNoAxeViolations(page)
  const scrolls = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  )
  expect(scrolls, 'only the table scrolls sideways, not the page').toBe(false)
})
