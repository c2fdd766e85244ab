import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import {
  expect as baseExpect,
  expectNoAxeViolations,
  faultForPage,
  seeToast,
  signInThroughApi,
  test,
  useLocale,
} from './support/fixtures'
import { freshEmail, registerByApi } from './support/links'
import {
  api,
  apiGet,
  inLanguage,
  passwordlessPeople,
  phoneViewport,
  signInAs,
  signInByEmailCode,
} from './support/signed-in'
import { expectOneCall } from './support/single'

// The profile area beyond personal data. Each flow signs in a seeded
// person no other spec uses, or registers its own, so changes never meet another test.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

// The sandbox's people have their own language settings: these flows read Russian.
test.beforeEach(async ({ context, baseURL }) => {
  await useLocale(context, 'ru', baseURL as string)
})

/** Signs a seeded person in, in Russian whatever their setting says (and leaves it as it is). */
async function signInRu(page: Page, login: string) {
  await signInAs(page, login)
  await inLanguage(page, 'ru')
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

async function open(page: Page, path: string, title: string | RegExp) {
  await page.goto(`./profile/${path}`)
  await expect(heading(page, title)).toBeFocused()
}

test('companies: requisites and roles, filters in the address, leaving one', async ({ page }) => {
  await signInRu(page, 'm.volkov')
  const { companies } = await apiGet<{
    companies: { title: string; requisites: { inn: string | null } }[]
  }>(page, '/user/profile/companies')
  await open(page, 'companies', 'Компании')
  await expect(page.getByRole('status').filter({ hasText: /^Всего:/ })).toHaveText(
    new RegExp(`Всего: ${companies.length} `),
  )
  const [first, second] = companies
  await expect(page.getByRole('heading', { level: 2, name: first?.title })).toBeVisible()
  await expectNoAxeViolations(page)

  // A filter lives in the address and survives a reload.
  const inn = second?.requisites.inn as string
  const matching = companies.filter((company) => JSON.stringify(company).includes(inn)).length
  await page.getByRole('searchbox', { name: 'Поиск' }).fill(inn)
  await expect(page).toHaveURL(new RegExp(`search=[^&]*${inn}`))
  await page.reload()
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(matching)
  await expect(page.getByRole('heading', { level: 2, name: second?.title })).toBeVisible()

  // Leaving asks first; a failure keeps the company (`exitError`); then the company is gone.
  const leave = page.getByRole('button', { name: `Выйти из компании «${second?.title}»` })
  await leave.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Остаться' }).click()
  await expect(leave).toBeFocused()
  const stop = await faultForPage(page, {
    type: 'server',
    method: 'DELETE',
    path: '/user/profile/companies',
  })
  await leave.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Выйти из компании' }).click()
  await seeToast(page, 'Не удалось выйти из компании')
  await expect(page.getByRole('heading', { level: 2, name: second?.title })).toBeVisible()
  await stop()
  await leave.click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Выйти из компании' }).click()
  await seeToast(page, 'Вы вышли из компании')
  await expect(heading(page, 'Компании')).toBeFocused()
  await expect(page.getByRole('heading', { level: 2, name: second?.title })).toHaveCount(0)
})

test('sessions: this one marked, one ended, then all the others, then this one', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Two more sign-ins of the same person: sessions on "other devices".
  for (let index = 0; index < 2; index++) {
    const other = await playwright.request.newContext({ baseURL })
    await signInThroughApi(other, 'k.morozov')
    await other.dispose()
  }
  await signInRu(page, 'k.morozov')
  await open(page, 'sessions', 'Сеансы и устройства')
  const table = page.getByRole('grid', { name: 'Сеансы' })
  await expect(table.getByRole('row').filter({ hasText: 'Текущий' })).toHaveCount(1)
  await expectNoAxeViolations(page)

  const others = table
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Завершить' }) })
  const before = await others.count()
  expect(before).toBeGreaterThanOrEqual(2)
  // The grid takes focus to a row first; pressing a button of a row the grid has not focused
  // yet is sometimes only a focus (reported to the kit), so the row is focused first.
  await others.first().getByRole('rowheader').click()
  // A failure (`error`) ends nothing.
  const stop = await faultForPage(page, {
    type: 'server',
    method: 'DELETE',
    path: '/user/sessions',
  })
  await others.first().getByRole('button', { name: 'Завершить' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Завершить' }).click()
  await seeToast(page, 'Не удалось завершить сеанс')
  await expect(others).toHaveCount(before)
  await stop()
  await others.first().getByRole('button', { name: 'Завершить' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Завершить' }).click()
  await seeToast(page, 'Сеанс завершён')
  await expect(others).toHaveCount(before - 1)

  await page.getByRole('button', { name: 'Завершить все другие сеансы' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Завершить все' }).click()
  await seeToast(page, 'Все другие сеансы завершены')
  await expect(
    page.getByText('Других сеансов нет: вы вошли только на этом устройстве.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Завершить все другие сеансы' })).toBeDisabled()

  // Ending this browser's own session signs it out.
  await table.getByRole('row').filter({ hasText: 'Текущий' }).getByRole('rowheader').click()
  await table.getByRole('button', { name: 'Выйти' }).click()
  await page
    .getByRole('alertdialog', { name: 'Выйти на этом устройстве?' })
    .getByRole('button', { name: 'Выйти' })
    .click()
  await expect(page).toHaveURL(/\/platform\/login/)
})

test('notifications: unread ones stand out, reading one updates the bell', async ({ page }) => {
  await signInRu(page, 'a.lebedeva')
  await open(page, 'notifications', 'Уведомления')
  const bell = page.getByRole('banner').getByRole('button', { name: /^Уведомления, / })
  const { unreadCount: unreadBefore } = await apiGet<{ unreadCount: number }>(
    page,
    '/notify/personal-account/last',
  )
  expect(unreadBefore).toBeGreaterThan(0)
  await expect(bell).toHaveAccessibleName(new RegExp(`${unreadBefore}`))
  await expect(page.getByRole('status').filter({ hasText: /^Всего:/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await page
    .getByRole('button', { name: /^Отметить прочитанным: / })
    .first()
    .click()
  await expect(bell).toHaveAccessibleName(
    unreadBefore - 1 === 0 ? 'Уведомления, непрочитанных нет' : new RegExp(`${unreadBefore - 1}`),
  )
  // The bell's "all notifications" leads here.
  await page.goto('./profile/personal')
  await bell.click()
  await page.getByRole('menuitem', { name: /все уведомления/i }).click()
  await expect(heading(page, 'Уведомления')).toBeFocused()
})

test('subscriptions: unsaved until saved, cancel returns, leaving asks first', async ({ page }) => {
  await signInRu(page, 'y.novikova')
  await open(page, 'subscriptions', 'Подписки')
  const save = page.getByRole('button', { name: 'Сохранить' })
  const cancel = page.getByRole('button', { name: 'Отмена' })
  await expect(save).toBeDisabled()
  await expectNoAxeViolations(page)

  const firstSwitch = page.getByRole('switch').first()
  const was = await firstSwitch.isChecked()
  // The switch's whole label toggles it (its input is visually hidden).
  const toggle = page
    .locator('label')
    .filter({ has: page.getByRole('switch') })
    .first()
  await toggle.click()
  await expect(save).toBeEnabled()
  await toggle.click()
  await expect(save).toBeDisabled()

  await toggle.click()
  await cancel.click()
  await expect(firstSwitch).toBeChecked({ checked: was })

  // Leaving with a change asks; staying keeps it.
  await toggle.click()
  await page
    .getByRole('navigation', { name: 'Разделы профиля' })
    .getByRole('link', { name: 'Компании' })
    .click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Остаться' }).click()
  await expect(firstSwitch).toBeChecked({ checked: !was })

  // A failed save keeps the change; a good one makes it the new start.
  const stop = await faultForPage(page, {
    type: 'server',
    method: 'PUT',
    path: '/user/profile/subscribes',
  })
  await save.click()
  await seeToast(page, 'Не удалось сохранить подписки')
  await expect(firstSwitch).toBeChecked({ checked: !was })
  await stop()
  await expectOneCall(page, save, { method: 'PUT', path: /\/user\/profile\/subscribes$/ }, () =>
    seeToast(page, 'Подписки сохранены'),
  )
  await expect(save).toBeDisabled()
  await page.reload()
  await expect(page.getByRole('switch').first()).toBeChecked({ checked: !was })
})

test('history: rows expand, the date filter is in the address', async ({ page }) => {
  await signInRu(page, 'user')
  const { history } = await apiGet<{ history: { date: string; changes: unknown[] }[] }>(
    page,
    '/user/profile/history?limit=100',
  )
  const row = history.find((entry) => entry.changes.length > 0) ?? history[0]
  const day = (row?.date ?? '').slice(0, 10)
  await page.goto(`./profile/history?dateFrom=${day}&dateTo=${day}`)
  await expect(heading(page, 'История изменений')).toBeFocused()
  await expect(page.getByRole('group', { name: 'С даты' })).toContainText(
    day.split('-').reverse().join('.'),
  )
  const first = page.getByRole('heading', { level: 2 }).getByRole('button').first()
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expectNoAxeViolations(page)
  // The export holds the filtered rows, with the headers people read.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Экспорт в CSV' }).click()
  const csv = readFileSync(await (await download).path(), 'utf8')
  expect(csv).toContain('Дата;Изменение;Кто изменил;IP-адрес;Что изменилось')
  expect(csv).toContain(day.split('-').reverse().join('.'))
})

test('a new person: no companies, no other sessions, no notifications', async ({ page }) => {
  await registerByApi(page.request, freshEmail('profile-pages'))
  await open(page, 'companies', 'Компании')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Вы пока не состоите ни в одной компании' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Перейти к заявкам на доступ' })).toBeVisible()
  await expectNoAxeViolations(page)
  await open(page, 'sessions', 'Сеансы и устройства')
  await expect(
    page.getByText('Других сеансов нет: вы вошли только на этом устройстве.'),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await open(page, 'history?dateFrom=2020-01-01&dateTo=2020-01-01', 'История изменений')
  await expect(
    page.getByRole('heading', { level: 2, name: 'За эти дни изменений нет' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
  await open(page, 'notifications', 'Уведомления')
  await expect(page.getByRole('heading', { level: 2, name: 'Уведомлений пока нет' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a person without a password sets one, changes it, then deletes the account', async ({
  page,
}) => {
  // The first seeded person without a password: the session-end spec signs the second one in.
  const person = (await passwordlessPeople())[0]
  if (!person) throw new Error('the sandbox seeds two people without a password')
  await signInByEmailCode(page.request, person)
  await inLanguage(page, 'ru')
  const details = await apiGet<{ termsInfo: { title: string }[] }>(page, '/user/profile/details')
  await open(page, 'personal', 'Личные данные')
  // Every tab of the configuration, the email's verification and the agreements with links.
  const tabs = page.getByRole('tablist', { name: 'Разделы личных данных' }).getByRole('tab')
  expect(await tabs.count()).toBeGreaterThan(1)
  await tabs.nth(1).click()
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await tabs.first().click()
  await expect(page.getByText('Подтверждён').first()).toBeVisible()
  const agreements = page.getByRole('region', { name: 'Соглашения' })
  await expect(agreements.getByRole('heading', { level: 2 })).toBeVisible()
  for (const { title } of details.termsInfo) {
    await expect(agreements.getByRole('link', { name: title })).toBeVisible()
  }

  await page.getByRole('button', { name: 'Задать пароль' }).click()
  let dialog = page.getByRole('dialog', { name: 'Задать пароль' })
  await expect(dialog.getByLabel('Текущий пароль')).toHaveCount(0)
  await dialog.getByLabel('Новый пароль').fill('Nordwind-2027?')
  await dialog.getByLabel('Повторите пароль').fill('Nordwind-2027?')
  await expectOneCall(
    page,
    dialog.getByRole('button', { name: 'Сохранить пароль' }),
    { method: 'PATCH', path: /\/user\/profile\/password$/ },
    () => seeToast(page, 'Пароль сохранён'),
  )

  await page.getByRole('button', { name: 'Сменить пароль' }).click()
  dialog = page.getByRole('dialog', { name: 'Сменить пароль' })
  await dialog.getByLabel('Текущий пароль').fill('wrong-password-1A!')
  await dialog.getByLabel('Новый пароль').fill('Nordwind-2028?')
  await dialog.getByLabel('Повторите пароль').fill('Nordwind-2028?')
  await dialog.getByRole('button', { name: 'Сохранить пароль' }).click()
  await seeToast(page, 'Не удалось сохранить пароль')
  await expect(dialog.getByText('Текущий пароль указан неверно')).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByLabel('Текущий пароль').fill('Nordwind-2027?')
  await dialog.getByRole('button', { name: 'Сохранить пароль' }).click()
  await seeToast(page, 'Пароль сохранён')
  await expect(page.getByRole('button', { name: 'Сменить пароль' })).toBeFocused()

  // A failed deletion keeps the account and the page; then it goes.
  const stop = await faultForPage(page, { type: 'server', method: 'DELETE', path: '/user/profile' })
  await page.getByRole('button', { name: 'Удалить учётную запись' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click()
  await seeToast(page, 'Не удалось удалить учётную запись')
  await expect(heading(page, 'Личные данные')).toBeVisible()
  await stop()
  await page.getByRole('button', { name: 'Удалить учётную запись' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click()
  await seeToast(page, 'Учётная запись удалена')
  await expect(page).toHaveURL(/\/login/)
})

test('a directory account: no password or deletion, with the reason', async ({ page }) => {
  await signInRu(page, 'ldap')
  await open(page, 'personal', 'Личные данные')
  await expect(
    page.getByText('Пароль управляется службой каталогов и здесь не меняется'),
  ).toBeVisible()
  await expect(
    page.getByText('Учётная запись управляется службой каталогов и здесь не удаляется'),
  ).toBeVisible()
  await expect(
    page.getByRole('button', { name: /Сменить пароль|Задать пароль|Удалить учётную запись/ }),
  ).toHaveCount(0)
})

test('every list that fails to load says so quietly and retries', async ({ page }) => {
  await signInRu(page, 'user')
  const lists = [
    ['companies', 'Компании', '/user/profile/companies'],
    ['sessions', 'Сеансы и устройства', '/user/sessions'],
    ['notifications', 'Уведомления', '/notify/personal-account'],
    ['history', 'История изменений', '/user/profile/history'],
    ['subscriptions', 'Подписки', '/user/profile/subscribes'],
  ] as const
  for (const [path, title, call] of lists) {
    const stop = await faultForPage(page, { type: 'server', path: call, times: 20 })
    await open(page, path, title)
    await expect(
      page
        .getByRole('main')
        .getByText(/Техническая ошибка/)
        .first(),
    ).toBeVisible()
    await stop()
    await page.getByRole('main').getByRole('button', { name: 'Повторить' }).click()
    await expect(page.getByRole('main').getByText(/Техническая ошибка/)).toHaveCount(0)
  }
  await expect(page.getByRole('button', { name: 'Сохранить' })).toBeVisible()
})

test('every page in English at phone width passes axe', async ({ page, context, baseURL }) => {
  await useLocale(context, 'en', baseURL as string)
  await signInAs(page, 'o.lebedev')
  const settings = await page.request.patch(`${api}/users/settings`, { data: { lang: 'en' } })
  expect(settings.status()).toBe(204)
  await page.setViewportSize(phoneViewport)
  for (const [path, title] of [
    ['companies', 'Companies'],
    ['sessions', 'Sessions and devices'],
    ['notifications', 'Notifications'],
    ['subscriptions', 'Subscriptions'],
    ['history', 'Change history'],
    ['personal', 'Personal data'],
  ] as const) {
    await open(page, path, title)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expectNoAxeViolations(page)
  }
})
