import type { Page } from '@playwright/test'
import {
  advanceSandboxClock,
  expect as baseExpect,
  expectNoAxeViolations,
  seeToast,
  test,
} from './support/fixtures'
import { inEnglish, phoneViewport, signInAs } from './support/signed-in'

// Providers with their synchronisation and mappers, and the notification methods.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 90_000 })

/** Latin letters only, new for each run: provider and mapper names must be unique. */
function latinName(prefix: string): string {
  const letters = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.replace(/\d/g, (digit) =>
    String.fromCharCode(97 + Number(digit)),
  )
  return `${prefix}${letters}`
}

const secret = 'Xk9_fT2q-Lm84vZr'

async function checkConnection(page: Page, result: string) {
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Проверить подключение' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: result })).toBeVisible()
}

test('providers: create, check connection, sync with a mapper, refused start, history, delete', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('./setting/providers')
  await expect(page.getByRole('heading', { level: 1, name: 'Провайдеры' })).toBeFocused()

  // Created, the provider's own dialog opens on it.
  const code = latinName('p')
  const name = `Sync ${code}`
  await page.getByRole('button', { name: 'Новый провайдер' }).click()
  const create = page.getByRole('dialog', { name: 'Новый провайдер' })
  await create.getByRole('textbox', { name: 'Название' }).fill(name)
  await create.getByRole('textbox', { name: 'Realm' }).fill('corp')
  await create.getByRole('textbox', { name: 'Адрес' }).fill(`https://${code}.example.ru`)
  await create.getByRole('textbox', { name: 'Идентификатор клиента' }).fill('platform-sync')
  await create.getByLabel('Секрет клиента').fill(secret)
  await checkConnection(page, 'Подключение установлено')
  await expectNoAxeViolations(page)
  await create.getByRole('button', { name: 'Создать' }).click()
  await seeToast(page, 'Провайдер создан')
  const dialog = page.getByRole('dialog', { name: `Провайдер «${name}»` })
  await expect(dialog.getByRole('tab', { name: 'Основное', selected: true })).toBeVisible()

  // The check uses the values as typed: an unreachable host, then a secret the account refuses.
  const address = dialog.getByRole('textbox', { name: 'Адрес' })
  await address.fill('https://unreachable.example.ru')
  await checkConnection(page, 'Ошибка подключения')
  await address.fill(`https://${code}.example.ru`)
  const secretField = dialog.getByLabel('Секрет клиента')
  await secretField.fill('short')
  await checkConnection(page, 'Ошибка доступа')
  await expect(dialog.getByRole('listitem').filter({ hasText: 'view-users' })).toBeVisible()
  await secretField.fill(secret)

  // Sync every minute; the hint follows the period.
  await dialog.getByRole('tab', { name: 'Синхронизация пользователей' }).click()
  await expect(dialog.getByText('Отключена', { exact: true })).toBeVisible()
  await dialog.getByText('Синхронизация включена').click()
  await dialog.getByRole('button', { name: /Единица периода/ }).click()
  await page.getByRole('option', { name: 'Минуты' }).click()
  const period = dialog.getByRole('textbox', { name: 'Период' })
  await period.fill('1500')
  await period.press('Tab')
  await expect(
    dialog.getByText('Период не меньше суток: рекомендуется меньше 24 часов.'),
  ).toBeVisible()
  await period.fill('1')
  await period.press('Tab')
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await seeToast(page, 'Настройки синхронизации сохранены')
  await expect(dialog.getByText('Ожидает запуска', { exact: true })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Запустить синхронизацию' })).toHaveCount(0)

  // A mapper: the platform field comes from the mapper-fields call.
  await dialog.getByRole('button', { name: 'Новый маппинг' }).click()
  const mapper = page.getByRole('dialog', { name: 'Новый маппинг' })
  await mapper.getByRole('textbox', { name: 'Название' }).fill('login')
  await mapper.getByRole('textbox', { name: 'Атрибут провайдера' }).fill('username')
  await mapper.getByRole('button', { name: /Поле платформы/ }).click()
  await page.getByRole('option', { name: 'Логин' }).click()
  await expectNoAxeViolations(page)
  await mapper.getByRole('button', { name: 'Создать' }).click()
  await seeToast(page, 'Маппинг создан')
  await expect(dialog.getByRole('rowheader', { name: 'login' })).toBeVisible()

  // The scheduled run comes a minute later; a refresh shows it done, then a run by hand.
  await advanceSandboxClock(page.request, 66)
  await dialog.getByRole('button', { name: 'Обновить' }).click()
  await expect(dialog.getByText('Успешно', { exact: true })).toBeVisible()
  await dialog.getByRole('button', { name: 'Запустить синхронизацию' }).click()
  await seeToast(page, 'Синхронизация запущена')
  await expect(dialog.getByText('Выполняется', { exact: true })).toBeVisible()
  await expect(dialog.getByText(/статус изменится после обновления страницы/)).toBeVisible()
  await advanceSandboxClock(page.request, 6)
  await dialog.getByRole('button', { name: 'Обновить' }).click()
  await expect(dialog.getByText('Успешно', { exact: true })).toBeVisible()
  await expect(dialog.getByText('меньше минуты')).toBeVisible()

  // With its only mapper off, the platform refuses the start and says why.
  const row = dialog.getByRole('row').filter({ hasText: 'login' })
  await row.getByText('Активно', { exact: true }).click()
  await page
    .getByRole('alertdialog', { name: 'Отключить маппинг «login»?' })
    .getByRole('button', { name: 'Отключить' })
    .click()
  await seeToast(page, 'Активность маппинга изменена')
  await dialog.getByRole('button', { name: 'Запустить синхронизацию' }).click()
  await seeToast(page, 'Не удалось запустить синхронизацию')
  await expect(dialog.getByRole('alert')).toContainText('Маппинги не настроены')

  await dialog.getByRole('button', { name: 'История синхронизации' }).click()
  const history = page.getByRole('dialog', { name: `История синхронизации: ${name}` })
  await expect(history.getByRole('status').filter({ hasText: /^Всего: \d+/ })).toBeVisible()
  await expectNoAxeViolations(page)
  await history.getByRole('button', { name: 'Закрыть' }).last().click()
  await dialog.getByRole('button', { name: 'Отмена' }).click()
  await expect(dialog).toHaveCount(0)

  // In English, and on a phone: the dialog, then the table (which scrolls sideways there).
  await inEnglish(page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Providers' })).toBeVisible()
  await page.getByRole('button', { name: `Edit “${name}”` }).click()
  const english = page.getByRole('dialog', { name: `Provider “${name}”` })
  await english.getByRole('tab', { name: 'User synchronization' }).click()
  await expect(english.getByText('Success', { exact: true })).toBeVisible()
  const desktop = page.viewportSize()
  await page.setViewportSize(phoneViewport)
  await expectNoAxeViolations(page)
  await english.getByRole('button', { name: 'Cancel' }).click()
  await expectNoAxeViolations(page)
  if (desktop) await page.setViewportSize(desktop)

  await page.getByRole('button', { name: `Delete “${name}”` }).click()
  await page
    .getByRole('alertdialog', { name: `Delete the provider “${name}”?` })
    .getByRole('button', { name: 'Delete' })
    .click()
  await seeToast(page, 'Provider deleted')
  await expect(page.getByRole('rowheader', { name })).toHaveCount(0)
})

test('notification methods: a switch asks first and sends the opposite', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('./setting/notify-methods')
  await expect(page.getByRole('heading', { level: 1, name: 'Способы уведомлений' })).toBeFocused()
  await expect(page.getByRole('status').filter({ hasText: 'Всего: 5 записей' })).toBeVisible()
  const telegram = page.getByRole('row').filter({ hasText: 'Telegram' })
  const toggle = telegram.getByRole('switch')
  const was = await toggle.isChecked()

  // Each change asks first; Telegram goes back as it was, for the tests beside this one.
  for (const enabled of [!was, was]) {
    await telegram.getByText('Включён', { exact: true }).click()
    const question = page.getByRole('alertdialog', {
      name: enabled ? 'Включить способ «Telegram»?' : 'Отключить способ «Telegram»?',
    })
    if (enabled) await expectNoAxeViolations(page)
    const sent = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/enabled'),
    )
    await question.getByRole('button', { name: enabled ? 'Включить' : 'Отключить' }).click()
    expect((await sent).postDataJSON()).toEqual({ enabled })
    await seeToast(page, 'Способ уведомлений изменён')
    await expect(toggle).toBeChecked({ checked: enabled })
  }
  await expectNoAxeViolations(page)

  await inEnglish(page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Notification methods' })).toBeVisible()
  await page.setViewportSize(phoneViewport)
  await expect(page.getByRole('row').filter({ hasText: 'Push notifications' })).toBeVisible()
  await expectNoAxeViolations(page)
})
