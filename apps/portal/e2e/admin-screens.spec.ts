import type { Browser, Page } from '@playwright/test'
import {
  expect as baseExpect,
  expectNoAxeViolations,
  useLocale as localeCookie,
  test,
} from './support/fixtures'
import { phoneViewport, signInAs } from './support/signed-in'

// Administration screens from the server's menu (001 §2, §6; 000 §2 guards).

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 120_000 })

const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Администрирование' })
const status = (page: Page) => page.getByRole('region', { name: 'Состояние платформы' })

test('every administration menu entry is a link; one without a screen says so', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('./setting/options')
  const nav = adminNav(page)
  for (const title of ['Белый список', 'Лицензия', 'О системе', 'Журнал интеграции']) {
    await expect(nav.getByRole('link', { name: title, exact: true })).toBeVisible()
  }
  await nav.getByRole('link', { name: 'Белый список', exact: true }).click()
  await expect(page).toHaveURL(/\/platform\/setting\/whitelist$/)
  const heading = page.getByRole('heading', { level: 1, name: 'Белый список' })
  await expect(heading).toBeFocused()
  await expect(page.getByText('Раздел недоступен в этой версии')).toBeVisible()
  await expect(page).toHaveTitle(/^Белый список/)

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

test('a person without administration is refused every /setting address', async ({ page }) => {
  await signInAs(page, 'user')
  for (const path of ['setting/applications', 'setting/options', 'setting/whitelist']) {
    await page.goto(`./${path}`)
    await expect(page).not.toHaveURL(/\/setting\//)
  }
})
