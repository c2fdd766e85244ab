import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, useLocale } from './support/fixtures'
import { desktop, phone, saveLanguageSetting, switchLanguage, userSettings } from './support/shell'
import { signInAs } from './support/signed-in'

test.use({ locale: 'ru-RU' })
// Some tests switch a demo account's language and put it back: one at a time in this file.
test.describe.configure({ mode: 'default', timeout: 60_000 })

/** Opens a page and waits for its heading: the layout and the page are drawn. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 })
}

/** axe at both widths: desktop, and mobile below 768 px. */
async function axeAtBothWidths(page: Page) {
  for (const size of [desktop, phone]) {
    await page.setViewportSize(size)
    await expectNoAxeViolations(page)
  }
  await page.setViewportSize(desktop)
}

test.describe('axe on every layout, in both locales and at both widths', () => {
  for (const locale of ['ru', 'en'] as const) {
    test(`Auth and Law signed out, ${locale}`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000)
      await useLocale(context, locale, baseURL ?? '')
      for (const path of ['./login', './law/cookies']) {
        await open(page, path)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await axeAtBothWidths(page)
      }
    })
  }

  test('Auth (services), Profile, Accesses and Law signed in', async ({ page }) => {
    test.setTimeout(240_000)
    const paths = ['./apps', './profile/personal', './accesses/requests/access', './law/cookies']
    await signInAs(page, 'master')
    try {
      for (const language of ['Русский', 'English'] as const) {
        await open(page, './apps')
        if (language === 'English') await switchLanguage(page, language)
        for (const path of paths) {
          await open(page, path)
          await axeAtBothWidths(page)
        }
      }
    } finally {
      await saveLanguageSetting(page, 'ru')
    }
  })
  // The Platform layout: admin.spec.ts scans its pages in both languages, and at 375 px.
})

test.describe('header, navigation and footer', () => {
  test('wide screens: logo, navigation, services, avatar menu and footer', async ({
    page,
    request,
  }) => {
    await signInAs(page, 'master')
    const services = (await (
      await page.request.get('/api/v1/platform/ui/services/menu')
    ).json()) as {
      services: { title: string; serviceUrl: string }[]
    }
    const came = services.services[1]
    expect(came).toBeDefined()
    await open(
      page,
      `./profile/personal?ref=${encodeURIComponent(`${came?.serviceUrl}/some/page`)}`,
    )

    const banner = page.getByRole('banner')
    await expect(banner.getByRole('link', { name: 'Платформа доступа' })).toBeVisible()
    const mainNav = page.getByRole('navigation', { name: 'Основная навигация' })
    await expect(mainNav.getByRole('link', { name: 'Профиль' })).toHaveAttribute(
      'aria-current',
      'location',
    )
    await expect(mainNav.getByRole('link', { name: 'Доступы' })).toBeVisible()
    await expect(mainNav.getByRole('link', { name: 'Администрирование' })).toHaveCount(0)
    const sections = page.getByRole('navigation', { name: 'Разделы профиля' })
    await expect(sections.getByRole('link', { name: 'Личные данные' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('navigation', { name: 'Нижнее меню' })).toBeHidden()

    // The service switch marks the service the back link came from.
    await banner.getByRole('button', { name: 'Сервисы' }).click()
    const switcher = page.getByRole('menu', { name: 'Сервисы' })
    await expect(switcher.getByRole('menuitem')).toHaveCount(services.services.length + 1)
    await expect(switcher.getByRole('menuitem', { name: `${came?.title} (текущий)` })).toBeVisible()
    await page.keyboard.press('Escape')

    await banner.getByRole('button', { name: /^Меню пользователя:/ }).click()
    const account = page.getByRole('menu', { name: /^Меню пользователя:/ })
    await expect(account.getByRole('menuitem')).toHaveText(['Профиль', 'Заявки на доступ', 'Выйти'])
    await page.keyboard.press('Escape')

    const footer = page.getByRole('contentinfo')
    const project = (await (await request.get('/api/v1/platform/ui/project/info')).json()) as {
      helpUrl: string
      lawInfo: { termsInfo: { title: string } }
      copyright: { text: string }
    }
    await expect(footer.getByRole('link', { name: 'Публичная документация' })).toHaveAttribute(
      'href',
      project.helpUrl,
    )
    await expect(footer.getByRole('link', { name: project.lawInfo.termsInfo.title })).toBeVisible()
    await expect(footer).toContainText(project.copyright.text)
  })

  test('below 768 px: the mini logo, the bottom menu and the other footer order', async ({
    page,
  }) => {
    await signInAs(page, 'master')
    await page.setViewportSize(phone)
    await open(page, './profile/personal')
    const logo = page.getByRole('banner').getByRole('img', { name: 'Платформа доступа' })
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/miniLogo$/)
    await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeHidden()
    const bottom = page.getByRole('navigation', { name: 'Нижнее меню' })
    await expect(bottom).toBeVisible()
    await expect(bottom.getByRole('link', { name: 'Профиль' })).toHaveAttribute(
      'aria-current',
      'location',
    )

    const footer = page.getByRole('contentinfo')
    const docs = footer.getByRole('link', { name: 'Публичная документация' })
    const support = footer.getByRole('link', { name: 'support@example.ru' })
    const top = async (locator: typeof docs) => (await locator.boundingBox())?.y ?? 0
    expect(await top(support)).toBeLessThan(await top(docs))
    await page.setViewportSize(desktop)
    expect(await top(docs)).toBeLessThan(await top(support))
    await page.setViewportSize(phone)

    await bottom.getByRole('link', { name: 'Доступы' }).click()
    await expect(page).toHaveURL(/\/platform\/accesses\/requests\/access$/)
    await expect(bottom.getByRole('link', { name: 'Доступы' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('one service: no service switch; the bell marks a notification read', async ({ page }) => {
    await signInAs(page, 'user')
    await open(page, './profile/personal')
    const banner = page.getByRole('banner')
    const bell = banner.getByRole('button', { name: /^Уведомления, \d+ непрочитанн/ })
    await expect(bell).toBeVisible()
    await expect(banner.getByRole('button', { name: /^Меню пользователя:/ })).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Сервисы' })).toHaveCount(0)

    const anyBell = banner.getByRole('button', { name: /^Уведомления/ })
    const unread = async () =>
      Number((await anyBell.textContent())?.match(/(\d+) непрочитанн/)?.[1] ?? 0)
    const before = await unread()
    await bell.click()
    const latest = page.getByRole('menu', { name: /^Уведомления/ })
    await latest.getByRole('menuitem').first().click()
    await expect.poll(unread).toBe(before - 1)
  })

  test('Platform and Accesses: breadcrumbs with a back link', async ({ page }) => {
    await signInAs(page, 'admin')
    await open(page, './setting/options/users')
    const trail = page.getByRole('navigation', { name: /^(Навигационная цепочка|Breadcrumbs)$/ })
    await expect(trail.getByRole('link', { name: /^(Назад|Back)$/ })).toHaveAttribute(
      'href',
      '/platform/setting/options',
    )
    await expect(trail.getByText(/^(Настройки пользователей|User settings)$/)).toHaveAttribute(
      'aria-current',
      'page',
    )

    const ref = 'https://www.example.ru/news'
    await open(page, `./accesses/requests/access?ref=${encodeURIComponent(ref)}`)
    await expect(trail.getByRole('link', { name: /^(Назад|Back)$/ })).toHaveAttribute('href', ref)
    // A back link to another site is ignored (no open redirects).
    await open(
      page,
      `./accesses/requests/access?ref=${encodeURIComponent('https://evil.example.com/')}`,
    )
    await expect(trail.getByRole('link', { name: /^(Назад|Back)$/ })).not.toHaveAttribute(
      'href',
      /evil/,
    )
  })

  test('the avatar menu offers the administration and signs out with a reload', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    await open(page, './profile/personal')
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(Меню пользователя|User menu):/ })
      .click()
    const account = page.getByRole('menu', { name: /^(Меню пользователя|User menu):/ })
    await expect(
      account.getByRole('menuitem', { name: /^(Администрирование|Administration)$/ }),
    ).toBeVisible()
    const reloaded = page.waitForEvent('load')
    await account.getByRole('menuitem', { name: /^(Выйти|Sign out)$/ }).click()
    await reloaded
    await expect(page).toHaveURL(/\/platform\/login/)
  })
})

test('the sign-in layout: the style background, its help variant on the help service', async ({
  page,
}) => {
  await open(page, './login')
  await expect(page.locator('[style*="/ui/style/"][style*="/background"]')).toHaveCount(1)
  await signInAs(page, 'master')
  const { services } = (await (
    await page.request.get('/api/v1/platform/ui/services/menu')
  ).json()) as {
    services: { applicationKey: string }[]
  }
  await open(page, `./help/${services[0]?.applicationKey}`)
  await expect(page.locator('[style*="/ui/style/"][style*="/backgroundHelp"]')).toHaveCount(1)
})

test.describe('the cookie notice', () => {
  test('shown once: gone after accepting, also after a reload', async ({ page }) => {
    await open(page, './login')
    const notice = page.getByRole('region', { name: 'Файлы cookie' })
    await expect(notice).toBeVisible()
    await notice.getByRole('button', { name: 'Принять' }).click()
    await expect(notice).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
    await expect(notice).toBeHidden()
  })

  test('signed in, the acceptance is kept in the user settings too', async ({
    page,
    browser,
    baseURL,
  }) => {
    // limited has not answered the notice yet.
    await signInAs(page, 'limited')
    await open(page, './law/cookies')
    const notice = page.getByRole('region', { name: 'Файлы cookie' })
    await expect(notice).toBeVisible()
    await notice.getByRole('button', { name: 'Принять' }).click()
    await expect(notice).toBeHidden()
    await expect.poll(async () => (await userSettings(page)).cookie).toBe(true)

    // Another browser, same person: the setting keeps the notice away.
    const other = await browser.newContext({ baseURL, locale: 'ru-RU' })
    const elsewhere = await other.newPage()
    await signInAs(elsewhere, 'limited')
    await open(elsewhere, './law/cookies')
    await expect(elsewhere.getByRole('region', { name: 'Файлы cookie' })).toHaveCount(0)
    await other.close()
  })
})
