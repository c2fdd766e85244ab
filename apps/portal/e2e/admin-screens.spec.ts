import type { Browser, Page } from '@playwright/test'
import { expectButtonsApart, exportCsv, latinCode, reorderLastByKeyboard } from './support/admin'
import {
  expect as baseExpect,
  expectNoAxeViolations,
  useLocale as localeCookie,
  seeToast,
  test,
} from './support/fixtures'
import { inEnglish, phoneViewport, signInAs } from './support/signed-in'

// Administration screens from the server's menu.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Администрирование' })
const status = (page: Page) => page.getByRole('region', { name: 'Состояние платформы' })

test('every administration menu entry is a link; one without a screen says so', async ({
  page,
}) => {
  // A section this portal has no screen for, as a newer platform's menu could name one.
  await page.route('**/api/v1/platform/ui/menu/platform', async (route) => {
    const response = await route.fetch()
    const answer = (await response.json()) as { menu: unknown[] }
    const unknown = {
      applicationKey: 'platform',
      serviceUrl: '/platform/setting/experiments',
      title: 'Эксперименты',
      description: null,
      icon: null,
      visible: true,
    }
    await route.fulfill({ response, json: { ...answer, menu: [...answer.menu, unknown] } })
  })
  await signInAs(page, 'admin')
  await page.goto('./setting/options')
  const nav = adminNav(page)
  for (const title of ['Белый список', 'Лицензия', 'О системе', 'Журнал интеграции']) {
    await expect(nav.getByRole('link', { name: title, exact: true })).toBeVisible()
  }
  await nav.getByRole('link', { name: 'Эксперименты', exact: true }).click()
  await expect(page).toHaveURL(/\/platform\/setting\/experiments$/)
  const heading = page.getByRole('heading', { level: 1, name: 'Эксперименты' })
  await expect(heading).toBeFocused()
  await expect(page.getByText('Раздел недоступен в этой версии')).toBeVisible()
  await expect(page).toHaveTitle(/^Эксперименты/)

  // Opened by its address, the screen has the menu's title too; all three indicators show.
  await page.goto('./setting/license')
  await expect(page.getByRole('heading', { level: 1, name: 'Лицензия' })).toBeVisible()
  await expect(page).toHaveTitle(/^Лицензия/)
  await expect(status(page).getByRole('link')).toHaveCount(3)
  await expectNoAxeViolations(page)
  await page.setViewportSize(phoneViewport)
  await expectNoAxeViolations(page)
})

/** The indicators one account sees, in a browser context of its own, in Russian. */
async function indicatorsOf(browser: Browser, baseURL: string, login: string) {
  const context = await browser.newContext({ baseURL })
  await localeCookie(context, 'ru', baseURL)
  const page = await context.newPage()
  await signInAs(page, login)
  await page.goto('./setting/options')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  return { links: status(page).getByRole('link'), close: () => context.close() }
}

test('each status indicator shows only with its access flag', async ({ browser, baseURL }) => {
  const expected = { operator: /^Мониторинг:/, auditor: /^Обновления приложений:/ }
  for (const [login, only] of Object.entries(expected)) {
    const { links, close } = await indicatorsOf(browser, baseURL as string, login)
    await expect(links).toHaveCount(1)
    await expect(links).toHaveText(only)
    await close()
  }
})

test('on a phone a status light shortens its name, never its state', async ({ page }) => {
  await page.setViewportSize(phoneViewport)
  await signInAs(page, 'admin')
  await page.goto('./setting/options')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The longest light: its name and counts do not fit in 375 px on one line. Its name is the
  // whole text still.
  const updates = status(page).getByRole('link', {
    name: /^Обновления приложений: устарели \d+ из \d+$/,
  })
  await expect(updates).toBeVisible()
  // How far the words with the counts reach past the light's visible text, in pixels.
  const cut = await updates.evaluate((link) => {
    const box = link.querySelector('[data-variant] > span:last-child')?.getBoundingClientRect()
    const walker = link.ownerDocument.createTreeWalker(link, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes('устарели')) continue
      const range = link.ownerDocument.createRange()
      range.selectNodeContents(node)
      return box ? range.getBoundingClientRect().right - box.right : Number.NaN
    }
    return Number.NaN
  })
  expect(cut).toBeLessThanOrEqual(0)
})

test('a person without administration is refused every /setting address', async ({ page }) => {
  await signInAs(page, 'user')
  for (const path of ['setting/applications', 'setting/options', 'setting/whitelist']) {
    await page.goto(`./${path}`)
    await expect(page).not.toHaveURL(/\/setting\//)
  }
})

test('device types: create, filter in the address, export, edit with a server error, delete', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('./setting/devices-types')
  await expect(page.getByRole('heading', { level: 1, name: 'Типы устройств' })).toBeFocused()
  // On a phone the edit and delete buttons stay in their row; the table scrolls sideways.
  const grid = page.getByRole('grid', { name: 'Типы устройств' })
  await page.setViewportSize(phoneViewport)
  await expectButtonsApart(grid)
  await page.setViewportSize({ width: 1280, height: 720 })
  const code = latinCode('e')
  const name = `Тестовый ${code}`

  await page.getByRole('button', { name: 'Новый тип' }).click()
  const dialog = page.getByRole('dialog', { name: 'Новый тип устройства' })
  await dialog.getByRole('textbox', { name: 'Код' }).fill('tv-1')
  await dialog.getByRole('button', { name: 'Создать' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Название' })).toBeFocused()
  await expect(dialog.getByRole('textbox', { name: 'Код' })).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByRole('textbox', { name: 'Название' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Код' }).fill(code)
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Создать' }).click()
  await seeToast(page, 'Тип устройства создан')
  await expect(dialog).toHaveCount(0)

  await page.getByRole('searchbox', { name: 'Поиск по названию и коду' }).fill(code)
  await page.getByRole('button', { name: 'Найти' }).click()
  await expect(page).toHaveURL(new RegExp(`search=${code}`))
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: 'Всего: 1 запись' })).toBeVisible()
  await expect(page.getByRole('rowheader', { name })).toBeVisible()

  const csv = await exportCsv(page)
  expect(csv).toContain('Название;Код')
  expect(csv).toContain(`${name};${code}`)

  // A code another type has: the platform's errorList marks the field; Escape asks first.
  await page.getByRole('button', { name: `Изменить «${name}»` }).click()
  const edit = page.getByRole('dialog', { name: `Тип устройства «${name}»` })
  await edit.getByRole('textbox', { name: 'Код' }).fill('mobile')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Продолжить редактирование' }).click()
  await edit.getByRole('button', { name: 'Сохранить' }).click()
  await seeToast(page, 'Не удалось сохранить тип устройства')
  await expect(edit.getByRole('textbox', { name: 'Код' })).toHaveAttribute('aria-invalid', 'true')
  await expect(edit.getByRole('textbox', { name: 'Код' })).toBeFocused()
  await edit.getByRole('textbox', { name: 'Код' }).fill(`${code}x`)
  await edit.getByRole('button', { name: 'Сохранить' }).click()
  await seeToast(page, 'Тип устройства сохранён')
  await expect(page.getByRole('button', { name: `Изменить «${name}»` })).toBeFocused()

  await page.getByRole('button', { name: `Удалить «${name}»` }).click()
  const question = page.getByRole('alertdialog', { name: `Удалить тип устройства «${name}»?` })
  await question.getByRole('button', { name: 'Удалить' }).click()
  await seeToast(page, 'Тип устройства удалён')
  await expect(page.getByText('Ничего не найдено')).toBeVisible()

  await page.goBack()
  await expect(page).not.toHaveURL(/search=/)
  await expect(page.getByRole('searchbox', { name: 'Поиск по названию и коду' })).toHaveValue('')
  await expectNoAxeViolations(page)
  await page.setViewportSize(phoneViewport)
  await expectNoAxeViolations(page)
})

test('device types and authentication schemes in English, with the schemes export', async ({
  page,
}) => {
  await inEnglish(page)
  await signInAs(page, 'admin')
  await page.goto('./setting/devices-types')
  await expect(page.getByRole('heading', { level: 1, name: 'Device types' })).toBeVisible()
  await page.getByRole('button', { name: 'New type' }).click()
  await expect(page.getByRole('dialog', { name: 'New device type' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('./setting/authentication-schemas')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Authentication schemes' }),
  ).toBeVisible()
  const base = page.getByRole('row').filter({ hasText: 'Стандартная' })
  await expect(base.getByText(/^Cannot be switched off: .*it is the base scheme\.$/)).toBeVisible()
  const csv = await exportCsv(page)
  expect(csv).toContain('Priority,Title,Code,Active,Base,First factor,Second factor,Users,Comment')
  expect(csv).toMatch(/\r\n1,[^\r]*,yes,/)
  await expectNoAxeViolations(page)
})

test('authentication schemes: why one stays on, create with a server error, toggle, reorder by keyboard, delete', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('./setting/authentication-schemas')
  await expect(page.getByRole('heading', { level: 1, name: 'Схемы аутентификации' })).toBeFocused()
  const list = page.getByRole('grid', { name: 'Схемы аутентификации по приоритету' })
  const base = list.getByRole('row').filter({ hasText: 'Стандартная' })
  await expect(base.getByText(/^Нельзя отключить: .*это основная схема\.$/)).toBeVisible()
  await expect(base.getByText(/по ней входя?т \d+ человек/)).toBeVisible()
  await expect(base.getByRole('switch')).toBeDisabled()
  const rows = await list.getByRole('row').count()
  await expect(page.getByRole('status').filter({ hasText: /^Всего: / })).toHaveText(
    new RegExp(`^Всего: ${rows} `),
  )

  const code = latinCode('s')
  const name = `Проверка ${code}`
  await page.getByRole('button', { name: 'Новая схема' }).click()
  const dialog = page.getByRole('dialog', { name: 'Новая схема аутентификации' })
  await dialog.getByRole('textbox', { name: 'Название' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Код' }).fill('strong')
  await dialog.getByRole('group', { name: 'Первый фактор' }).getByText('Логин и пароль').click()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Создать' }).click()
  await seeToast(page, 'Не удалось создать схему аутентификации')
  // The pointer rests where the snackbar came up, which keeps it open: move it away, and let
  // it go before going on (on a phone it would lie over the delete dialog's buttons below).
  await page.mouse.move(0, 0)
  await expect(
    page.getByRole('alertdialog', { name: 'Не удалось создать схему аутентификации' }),
  ).toBeHidden()
  await expect(dialog.getByRole('textbox', { name: 'Код' })).toHaveAttribute('aria-invalid', 'true')
  await dialog.getByRole('textbox', { name: 'Код' }).fill(code)
  await dialog.getByRole('textbox', { name: 'Код' }).press('Enter')
  await seeToast(page, 'Схема аутентификации создана')
  const mine = list.getByRole('row').filter({ hasText: name })
  await expect(mine).toBeVisible()

  // Switching off asks first and sends the opposite of the current value.
  await mine.getByText('Активно', { exact: true }).click()
  const sent = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/active'),
  )
  await page
    .getByRole('alertdialog', { name: `Отключить схему «${name}»?` })
    .getByRole('button', { name: 'Отключить' })
    .click()
  expect((await sent).postDataJSON()).toEqual({ active: false })
  await seeToast(page, 'Активность схемы изменена')
  await expect(mine.getByText('Неактивна')).toBeVisible()

  // The new scheme is last. Dropped where it was, nothing is sent; one place up is saved.
  const order = (await reorderLastByKeyboard(page, list, name, '/priority')) as {
    id: string
    priority: number
  }[]
  expect(order.map((entry) => entry.priority)).toEqual(order.map((_, index) => index + 1))
  await seeToast(page, 'Порядок схем сохранён')
  await expectNoAxeViolations(page)
  await page.setViewportSize(phoneViewport)
  await expectNoAxeViolations(page)

  await mine.getByRole('button', { name: `Действия со схемой «${name}»` }).click()
  await page.getByRole('menuitem', { name: 'Удалить' }).click()
  await page
    .getByRole('alertdialog', { name: `Удалить схему «${name}»?` })
    .getByRole('button', { name: 'Удалить' })
    .click()
  await seeToast(page, 'Схема аутентификации удалена')
  await expect(mine).toHaveCount(0)
})
