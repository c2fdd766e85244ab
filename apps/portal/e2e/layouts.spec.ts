import type { Page } from '@playwright/test'
import {
  clearCookiesAway,
  demoPassword,
  expect,
  expectNoAxeViolations,
  openPage,
  test,
  useLocale,
} from './support/fixtures'
import { desktop, phone, userSettings } from './support/shell'
import { apiGet, inEnglish, signInAs } from './support/signed-in'

test.use({ locale: 'ru-RU' })
// Some tests switch a demo account's language and put it back: one at a time in this file.
test.describe.configure({ mode: 'default', timeout: 60_000 })

/**
 * axe on the page in Russian at desktop width and in English on a phone (mobile is below
 * 768 px): each language and each width once, rather than every pair of them.
 */
async function axeInLanguage(page: Page, language: 'ru' | 'en') {
  await page.setViewportSize(language === 'ru' ? desktop : phone)
  await expectNoAxeViolations(page)
  await page.setViewportSize(desktop)
}

test.describe('axe on every layout, in both locales and at both widths', () => {
  for (const locale of ['ru', 'en'] as const) {
    test(`Auth and Law signed out, ${locale}`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000)
      await useLocale(context, locale, baseURL ?? '')
      for (const path of ['./login', './law/cookies']) {
        await openPage(page, path)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await axeInLanguage(page, locale)
      }
    })
  }

  test('Auth (services), Profile, Accesses and Law signed in', async ({ page }) => {
    test.setTimeout(240_000)
    const paths = ['./apps', './profile/personal', './accesses/requests/access', './law/cookies']
    await signInAs(page, 'master')
    for (const language of ['ru', 'en'] as const) {
      // English through the settings this page reads, never master's own setting, which the
      // tests running beside this one read too.
      if (language === 'en') await inEnglish(page)
      for (const path of paths) {
        await openPage(page, path)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await axeInLanguage(page, language)
      }
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
    await openPage(
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
    await openPage(page, './profile/personal')
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
    await openPage(page, './profile/personal')
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
    await openPage(page, './setting/options/users')
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
    await openPage(page, `./accesses/requests/access?ref=${encodeURIComponent(ref)}`)
    await expect(trail.getByRole('link', { name: /^(Назад|Back)$/ })).toHaveAttribute('href', ref)
    // A back link to another site is ignored (no open redirects).
    await openPage(
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
    await openPage(page, './profile/personal')
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

test('the sign-in layout: the project background, its help variant on the help service', async ({
  page,
}) => {
  // Style images live under the style base, the sign-in background by the project's code.
  const { code, styleCode } = (await (
    await page.request.get('/api/v1/platform/ui/project/info')
  ).json()) as { code: string; styleCode: string }
  expect(code).not.toBe(styleCode)
  await openPage(page, './login')
  await expect(page.locator(`[style*='url("/style/${code}/background")']`)).toHaveCount(1)
  const logo = page.getByRole('banner').getByRole('img')
  await expect(logo).toHaveAttribute('src', `/style/${styleCode}/logo`)
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  expect((await page.request.get(`/style/${code}/background`)).status()).toBe(200)
  await signInAs(page, 'master')
  const { services } = (await (
    await page.request.get('/api/v1/platform/ui/services/menu')
  ).json()) as {
    services: { applicationKey: string }[]
  }
  await openPage(page, `./help/${services[0]?.applicationKey}`)
  await expect(page.locator(`[style*='url("/style/${code}/backgroundHelp")']`)).toHaveCount(1)
})

test.describe('the header and navigation settings of the project', () => {
  for (const [locale, login] of [
    ['ru', 'user'],
    ['en', 'ldap'],
  ] as const) {
    test(`the navigation collapses to its mini form, kept in the settings (${locale})`, async ({
      page,
    }) => {
      const ru = locale === 'ru'
      await signInAs(page, login)
      try {
        await openPage(page, './profile/personal')
        const nav = page.getByRole('navigation', {
          name: ru ? 'Разделы профиля' : 'Profile sections',
        })
        const collapse = nav.getByRole('button', {
          name: ru ? 'Свернуть навигацию' : 'Collapse navigation',
        })
        const expand = nav.getByRole('button', {
          name: ru ? 'Развернуть навигацию' : 'Expand navigation',
        })
        await expect(collapse).toHaveAttribute('aria-expanded', 'true')
        const wide = (await nav.boundingBox())?.width ?? 0

        const saved = page.waitForRequest(
          (request) => request.method() === 'PATCH' && request.url().endsWith('/users/settings'),
        )
        await collapse.click()
        expect((await saved).postDataJSON()).toEqual({ navMini: true })
        await expect(expand).toHaveAttribute('aria-expanded', 'false')
        expect((await nav.boundingBox())?.width ?? 0).toBeLessThan(wide / 2)
        const personal = nav.getByRole('link', { name: ru ? 'Личные данные' : 'Personal data' })
        await expect(personal).toHaveAttribute('aria-current', 'page')

        // Restored at startup.
        await page.reload()
        await expect(expand).toBeVisible()
        await expectNoAxeViolations(page)
        await expand.click()
        await expect(collapse).toBeVisible()
      } finally {
        const reset = await page.request.patch('/api/v1/platform/users/settings', {
          data: { navMini: false },
        })
        expect(reset.status()).toBe(204)
      }
    })
  }

  test('another domain: no header on the pages but on sign-in, captions in the mini navigation', async ({
    page,
    baseURL,
  }) => {
    // The sandbox serves compact.localhost as a domain whose project hides the header and
    // captions its mini navigation.
    const compact = (baseURL ?? '').replace('127.0.0.1', 'compact.localhost')
    // Only the browser takes *.localhost for this machine: the calls go from the page.
    const call = (method: string, path: string, body: unknown) =>
      page.evaluate(
        async ({ method, path, body }) =>
          (
            await fetch(`/api/v1/platform${path}`, {
              method,
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(body),
            })
          ).status,
        { method, path, body },
      )
    // user's language setting is Russian, ldap's English.
    for (const [locale, login] of [
      ['ru', 'user'],
      ['en', 'ldap'],
    ] as const) {
      await clearCookiesAway(page)
      await openPage(page, `${compact}login`)
      // The sign-in layout keeps its header: a visitor's way to change the language.
      await expect(page.getByRole('banner')).toBeVisible()
      const body = { flow: 'credentials', login, password: demoPassword }
      expect(await call('POST', '/auth/login/login', body)).toBe(204)
      await openPage(page, `${compact}profile/personal`)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(page.getByRole('banner')).toHaveCount(0)
      const ru = locale === 'ru'
      const nav = page.getByRole('navigation', {
        name: ru ? 'Разделы профиля' : 'Profile sections',
      })
      try {
        await nav
          .getByRole('button', { name: ru ? 'Свернуть навигацию' : 'Collapse navigation' })
          .click()
        await expect(nav.getByText(ru ? 'Личные данные' : 'Personal data')).toBeVisible()
        expect((await nav.boundingBox())?.width ?? 0).toBeLessThan(120)
        await expectNoAxeViolations(page)
      } finally {
        expect(await call('PATCH', '/users/settings', { navMini: false })).toBe(204)
      }
    }
  })
})

test.describe('the sign-in banners', () => {
  for (const locale of ['ru', 'en'] as const) {
    test(`in the interface language, each closed for good (${locale})`, async ({
      page,
      context,
      baseURL,
    }) => {
      const project = (await (
        await page.request.get('/api/v1/platform/ui/project/info')
      ).json()) as {
        options: Record<string, { authBanners: { title: string; text: string; link: string }[] }>
      }
      const banners = project.options[locale]?.authBanners ?? []
      const [first, second] = banners
      if (!first) throw new Error(`the sandbox's project has no banner in ${locale}`)
      await useLocale(context, locale, baseURL ?? '')
      await openPage(page, './login')
      const region = page.getByRole('region', { name: locale === 'ru' ? 'Объявления' : 'Notices' })
      await expect(region.getByRole('heading', { level: 3 })).toHaveText(
        banners.map((banner) => banner.title),
      )
      await expect(region).toContainText(first.text)
      await expect(
        region.getByRole('link', { name: new RegExp(`: ${first.title}`) }),
      ).toHaveAttribute('href', first.link)

      const hide = locale === 'ru' ? 'Скрыть' : 'Hide'
      await region.getByRole('button', { name: `${hide}: ${first.title}` }).click()
      await expect(region.getByRole('heading', { name: first.title })).toHaveCount(0)
      // Focus goes on to the next banner, or back to the page.
      await expect(
        second
          ? region.getByRole('button', { name: `${hide}: ${second.title}` })
          : page.getByRole('main'),
      ).toBeFocused()
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('heading', { level: 3, name: first.title })).toHaveCount(0)
    })
  }
})

test.describe('the cookie notice', () => {
  test('shown once: gone after accepting, also after a reload', async ({ page }) => {
    await openPage(page, './login')
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
    await openPage(page, './law/cookies')
    const notice = page.getByRole('region', { name: 'Файлы cookie' })
    await expect(notice).toBeVisible()
    const saves: unknown[] = []
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().endsWith('/users/settings')) {
        saves.push(request.postDataJSON())
      }
    })
    await notice.getByRole('button', { name: 'Принять' }).click()
    await expect(notice).toBeHidden()
    await expect.poll(async () => (await userSettings(page)).cookie).toBe(true)
    // Sent once, even after the settings came back.
    await openPage(page, './law/cookies')
    expect(saves).toEqual([{ cookie: true }])

    // Another browser, same person: the setting keeps the notice away, and this browser keeps
    // it too, also after signing out.
    const other = await browser.newContext({ baseURL, locale: 'ru-RU' })
    const elsewhere = await other.newPage()
    await signInAs(elsewhere, 'limited')
    await openPage(elsewhere, './law/cookies')
    await expect(elsewhere.getByRole('region', { name: 'Файлы cookie' })).toHaveCount(0)
    await other.clearCookies()
    await openPage(elsewhere, './login')
    await expect(elsewhere.getByRole('region', { name: 'Файлы cookie' })).toHaveCount(0)
    await other.close()
  })
})

test("the project's interface settings: one language, the full name, no access requests, no bell", async ({
  page,
}) => {
  // The project as another installation may configure it: one language, the person's full
  // name in the header, no access requests offered, no notifications in the portal.
  await page.route('**/api/v1/platform/ui/project/info', async (route) => {
    const response = await route.fetch()
    const info = await response.json()
    await route.fulfill({
      response,
      json: {
        ...info,
        locales: info.locales.slice(0, 1),
        uiSettings: {
          ...info.uiSettings,
          useUserFio: true,
          accessRequests: false,
          localNotifies: false,
        },
      },
    })
  })
  await signInAs(page, 'user')
  const { mainInfo } = await apiGet<{ mainInfo: { fio: string } }>(page, '/user/profile/details')
  await openPage(page, './profile/personal')
  const banner = page.getByRole('banner')
  const avatar = banner.getByRole('button', { name: /^Меню пользователя:/ })
  await expect(avatar).toHaveAccessibleName(`Меню пользователя: ${mainInfo.fio}`)
  await expect(banner.getByRole('button', { name: /^Язык:/ })).toHaveCount(0)
  await expect(banner.getByRole('button', { name: /^Уведомления/ })).toHaveCount(0)
  await avatar.click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem', { name: 'Профиль' })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Заявки на доступ' })).toHaveCount(0)
})
