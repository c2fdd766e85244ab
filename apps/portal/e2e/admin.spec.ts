import type { Page } from '@playwright/test'
import { moveByKeyboard, retypeHistoryRetention } from './support/admin'
import { expect as baseExpect, expectNoAxeViolations, seeToast, test } from './support/fixtures'
import { inEnglish, signInAs } from './support/signed-in'

// Administration pages: settings, dynamic-field tabs and the tab details.
// Tests share one sandbox: each changes its own rows, fields or entity type, and restores
// what another test could read.

const options = './setting/options'
const usersOptions = './setting/options/users'
const tabs = (type: string) => `./setting/options/users/dynamic-fields/${type}`
const details = (type: string, tab: string) => `${tabs(type)}/details/${tab}`

// The machine these run on is shared: waits are generous, checks stay the same.
const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin')
})

test('saves a changed platform setting, and only that row', async ({ page }) => {
  await page.goto(options)
  await expect(page.getByRole('heading', { level: 1, name: 'Настройки платформы' })).toBeVisible()
  await page.getByRole('button', { name: 'Хранение журналов' }).click()
  const days = await retypeHistoryRetention(page)
  await expect(page.getByText('Изменено настроек: 1')).toBeVisible()

  const saved = page.waitForRequest(
    (request) => request.method() === 'PATCH' && request.url().endsWith('/settings/platform'),
  )
  await page.getByRole('button', { name: 'Сохранить' }).click()
  const body = (await saved).postDataJSON() as { id: string; value: unknown }[]
  expect(body).toHaveLength(1)
  expect(body[0]?.value).toBe(days)
  await seeToast(page, 'Настройки сохранены')
  await expect(page.getByText('Изменений нет')).toBeVisible()

  await page.reload()
  await page.getByRole('button', { name: 'Хранение журналов' }).click()
  await expect(page.getByRole('textbox', { name: 'История изменений', exact: true })).toHaveValue(
    new RegExp(`^${days}\\s`),
  )
})

test('refuses a code lifetime that is not above the resend delay', async ({ page }) => {
  await page.goto(options)
  await page.getByRole('button', { name: 'Аутентификация по коду' }).click()
  const lifetime = page.getByRole('textbox', { name: 'Время жизни кода', exact: true })
  await lifetime.fill('30')
  await lifetime.blur()

  let sent = false
  page.on('request', (request) => {
    if (request.method() === 'PATCH') sent = true
  })
  await page.getByRole('button', { name: 'Сохранить' }).click()
  await expect(
    page.getByText('Время жизни кода должно быть больше задержки повторной отправки'),
  ).toBeVisible()
  await expect(lifetime).toBeFocused()
  await expect(lifetime).toHaveAttribute('aria-invalid', 'true')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Проверьте отмеченные настройки' }),
  ).toBeVisible()
  expect(sent).toBe(false)

  await page.getByRole('button', { name: 'Отменить изменения' }).click()
  await expect(lifetime).toHaveValue(/^300\s/)
})

for (const locale of ['ru', 'en'] as const) {
  test(`the password level fills the policy rules it stands for (${locale})`, async ({ page }) => {
    if (locale === 'en') await inEnglish(page)
    const changed = (count: number) =>
      page.getByText(locale === 'ru' ? `Изменено настроек: ${count}` : `Settings changed: ${count}`)
    await page.goto(usersOptions)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Парольная политика' }).click()
    const rules = ['Строчные латинские буквы', 'Заглавные латинские буквы', 'Цифры'].map((name) =>
      page.getByRole('switch', { name }),
    )
    const symbols = page.getByRole('switch', { name: 'Специальные символы' })
    const level = page.getByRole('button', { name: /Уровень сложности/ })

    await level.click()
    await page.getByRole('option', { name: 'Высокий' }).click()
    await expect(symbols).toBeChecked()
    for (const rule of rules) await expect(rule).toBeChecked()
    await expect(changed(2)).toBeVisible()

    await level.click()
    await page.getByRole('option', { name: 'Низкий' }).click()
    for (const rule of [...rules, symbols]) await expect(rule).not.toBeChecked()
    await expect(changed(4)).toBeVisible()
    await expectNoAxeViolations(page)

    // Nothing saved: the shared sandbox's policy stays as the other tests expect it.
    await page
      .getByRole('button', { name: locale === 'ru' ? 'Отменить изменения' : 'Discard changes' })
      .click()
    await expect(symbols).not.toBeChecked()
    await expect(rules[0] as ReturnType<Page['getByRole']>).toBeChecked()
  })
}

test('lists the non-unique values when a uniqueness rule cannot be switched on', async ({
  page,
}) => {
  await page.goto(usersOptions)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Настройки пользователей' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Уникальность данных' }).click()
  await page.getByText('Уникальный мобильный телефон', { exact: true }).click()
  await expect(page.getByRole('switch', { name: 'Уникальный мобильный телефон' })).toBeChecked()
  await page.getByRole('button', { name: 'Сохранить' }).click()
  await seeToast(page, 'Не удалось сохранить настройки')
  const dialog = page.getByRole('dialog', { name: 'Значения не уникальны' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Уникальный мобильный телефон' })).toBeVisible()
  await expect(dialog.getByRole('listitem').first()).toHaveText(/^\+7\d{10}$/)
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Понятно' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Такое значение уже используется')).toBeVisible()
})

test('links the user settings to the users’ dynamic fields', async ({ page }) => {
  await page.goto(usersOptions)
  await page.getByRole('link', { name: 'Дополнительные поля пользователей' }).click()
  await expect(page).toHaveURL(/dynamic-fields\/users$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Дополнительные поля' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Основная информация' })).toBeVisible()
})

test('reorders tabs from the keyboard and keeps the order', async ({ page }) => {
  await page.goto(tabs('directories'))
  const list = page.getByRole('grid', { name: 'Вкладки в порядке показа' })
  const rows = list.getByRole('row')
  await expect(rows).toHaveCount(2)
  const first = (await rows.nth(0).getByRole('link').textContent()) ?? ''
  const second = (await rows.nth(1).getByRole('link').textContent()) ?? ''

  await moveByKeyboard(page, rows.nth(0), 'ArrowDown', 1)
  await seeToast(page, 'Порядок сохранён')
  await expect(rows.nth(0).getByRole('link')).toHaveText(second)

  await page.reload()
  await expect(rows.nth(0).getByRole('link')).toHaveText(second)
  await expect(rows.nth(1).getByRole('link')).toHaveText(first)
})

test('toggles a field’s activity after confirmation', async ({ page }) => {
  await page.goto(details('users', 'users_main'))
  const row = page.getByRole('row', { name: 'Номер автомобиля' })
  const toggle = row.getByRole('switch')
  const label = row.getByText('Активно', { exact: true })
  await expect(toggle).not.toBeChecked()

  await label.click()
  const ask = page.getByRole('alertdialog', { name: 'Включить поле «Номер автомобиля»?' })
  await expect(ask).toBeVisible()
  await ask.getByRole('button', { name: 'Отмена' }).click()
  await expect(ask).toBeHidden()
  await expect(toggle).not.toBeChecked()

  await label.click()
  await ask.getByRole('button', { name: 'Включить' }).click()
  await seeToast(page, 'Активность поля изменена')
  await expect(toggle).toBeChecked()

  await label.click()
  await page
    .getByRole('alertdialog', { name: 'Отключить поле «Номер автомобиля»?' })
    .getByRole('button', { name: 'Отключить' })
    .click()
  await expect(toggle).not.toBeChecked()
})

test('creates a dropbox field with choices, copies it and deletes both', async ({ page }) => {
  const code = `size${unique()}`
  const title = `Размер ${code}`
  await page.goto(details('users', 'users_documents'))
  await page.getByRole('button', { name: 'Добавить поле в блок «СНИЛС»' }).click()

  const dialog = page.getByRole('dialog', { name: 'Новое поле' })
  await dialog.getByRole('textbox', { name: 'Название' }).fill(title)
  await dialog.getByRole('textbox', { name: 'Код', exact: true }).fill(code)
  await dialog.getByRole('button', { name: /Тип поля/ }).click()
  await page.getByRole('option', { name: 'Выпадающий список' }).click()
  await dialog.getByRole('textbox', { name: 'Вариант 1' }).fill('S')
  await dialog.getByRole('button', { name: 'Добавить вариант' }).click()
  await dialog.getByRole('textbox', { name: 'Вариант 2' }).fill('M')
  await dialog.getByText('Обязательное', { exact: true }).first().click()
  await expect(dialog.getByRole('checkbox', { name: 'Обязательное' }).first()).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: 'Можно изменять' }).first()).toBeChecked()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Создать' }).click()
  await seeToast(page, 'Поле создано')
  await expect(dialog).toBeHidden()

  const block = page.getByRole('grid', { name: 'Поля блока «СНИЛС»' })
  await expect(block.getByRole('row', { name: title })).toHaveCount(1)

  await page.getByRole('button', { name: `Действия с полем «${title}»` }).click()
  await page.getByRole('menuitem', { name: 'Копировать' }).click()
  const copy = page.getByRole('dialog', { name: `Копия поля «${title}»` })
  await expect(copy.getByRole('textbox', { name: 'Код', exact: true })).toHaveValue(`${code}_copy`)
  await expect(copy.getByRole('textbox', { name: 'Вариант 2' })).toHaveValue('M')
  await copy.getByRole('button', { name: 'Создать' }).click()
  await expect(copy).toBeHidden()
  await expect(block.getByRole('row', { name: title })).toHaveCount(2)

  for (let left = 2; left > 0; left -= 1) {
    await page
      .getByRole('button', { name: `Действия с полем «${title}»` })
      .first()
      .click()
    await page.getByRole('menuitem', { name: 'Удалить' }).click()
    await page
      .getByRole('alertdialog', { name: `Удалить поле «${title}»?` })
      .getByRole('button', { name: 'Удалить' })
      .click()
    await seeToast(page, 'Поле удалено')
    await expect(block.getByRole('row', { name: title })).toHaveCount(left - 1)
  }
})

const pages = [
  { path: options, ru: 'Настройки платформы', en: 'Platform settings' },
  { path: usersOptions, ru: 'Настройки пользователей', en: 'User settings' },
  { path: tabs('users'), ru: 'Дополнительные поля', en: 'Additional fields' },
  { path: details('users', 'users_main'), ru: 'Основная информация', en: 'Основная информация' },
]

for (const locale of ['ru', 'en'] as const) {
  test(`has no axe violations on the administration pages (${locale})`, async ({ page }) => {
    test.setTimeout(180_000)
    if (locale === 'en') await inEnglish(page)
    for (const each of pages) {
      await page.goto(each.path)
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 40_000 })
      await expect(page.getByRole('heading', { level: 1, name: each[locale] })).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })
}

test('fits a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  for (const path of [options, details('users', 'users_main')]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoAxeViolations(page)
  }
})
