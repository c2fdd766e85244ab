import {
  expect,
  expectNoAxeViolations,
  faultForPage,
  signInHere,
  test,
  useLocale,
} from './support/fixtures'
import {
  failProjectInfo,
  holdFirstCall,
  type StartupFault,
  switchLanguage,
  userSettings,
} from './support/shell'
import { api, inLanguage, phoneViewport, signInAs } from './support/signed-in'

test.use({ locale: 'ru-RU' })
// The machine may be busy: pages and axe get time.
test.describe.configure({ timeout: 60_000 })

const loginHeading = /^(Вход|Sign in)$/

test.describe('route guards', () => {
  test('/ leads to /login', async ({ page }) => {
    await page.goto('./')
    await expect(page).toHaveURL(/\/platform\/login$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
  })

  test('an unknown path leads to /, and from there to /login', async ({ page }) => {
    await page.goto('./no/such/page')
    await expect(page).toHaveURL(/\/platform\/login$/)
  })

  test('signed in with several services, /login leads to /apps', async ({ page }) => {
    await signInAs(page, 'master')
    await page.goto('./login')
    await expect(page).toHaveURL(/\/platform\/apps$/)
  })

  test('signed in without services (limited), /login leads to the profile', async ({ page }) => {
    await signInAs(page, 'limited')
    await page.goto('./login')
    await expect(page).toHaveURL(/\/platform\/profile(\/personal)?$/)
  })

  // The administration menu is asked beside the startup's calls on these pages: whatever it
  // answers, the guards decide as they did.
  test('signed out, an administration page leads to /login keeping the place', async ({ page }) => {
    await page.goto('./setting/options')
    await expect(page).toHaveURL(/\/platform\/login\?from=%2Fsetting%2Foptions$/)
    await expect(page.getByRole('heading', { level: 1, name: loginHeading })).toBeVisible()
  })

  test('signed in without the administration, its pages lead on to the profile', async ({
    page,
  }) => {
    await signInAs(page, 'limited')
    await page.goto('./setting/devices-types')
    await expect(page).toHaveURL(/\/platform\/profile(\/personal)?$/)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  })

  test('a platform that refuses the administration menu with 403 is asked once', async ({
    page,
  }) => {
    // The contract answers an empty menu to someone without the administration; a platform
    // that refuses instead grants nothing, and the guard must not ask a second time.
    let asked = 0
    await page.route('**/api/v1/platform/ui/menu/platform', (route) => {
      asked += 1
      return route.fulfill({ status: 403, json: { code: 'forbidden', message: 'Forbidden' } })
    })
    await signInAs(page, 'limited')
    await page.goto('./setting/devices-types')
    await expect(page).toHaveURL(/\/platform\/profile(\/personal)?$/)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(asked).toBe(1)
  })

  test('the administration menu is asked with the startup, not again as the person moves on', async ({
    page,
  }) => {
    let asked = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/ui/menu/platform')) asked += 1
    })
    await page.clock.install()
    await signInAs(page, 'admin')
    await page.goto('./setting/options')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    const atStart = asked
    expect(atStart).toBeGreaterThan(0)
    // Long after its answer went stale, the next page's guard reads it from the cache.
    await page.clock.fastForward('02:00')
    await page.getByRole('navigation').getByRole('link', { name: 'Типы устройств' }).first().click()
    await expect(page).toHaveURL(/\/setting\/devices-types$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Типы устройств' })).toBeVisible()
    expect(asked).toBe(atStart)
  })

  test('signed out, /profile leads to /login keeping the place, and signing in returns to it', async ({
    page,
  }) => {
    await page.goto('./profile/personal')
    await expect(page).toHaveURL(/\/platform\/login\?from=%2Fprofile%2Fpersonal$/)
    await expect(page.getByRole('heading', { level: 1, name: loginHeading })).toBeVisible()
    await signInHere(page, 'master')
    await expect(page).toHaveURL(/\/platform\/profile\/personal$/)
  })

  test('a signed-in person may open the public legal documents', async ({ page }) => {
    await signInAs(page, 'master')
    await page.goto('./law/personal-data')
    await expect(page).toHaveURL(/\/platform\/law\/personal-data$/)
  })
})

test.describe('a browser in English, a person set to Russian', () => {
  test.use({ locale: 'en-US' })

  // The browser speaks English and the person's setting is Russian: the startup switches once
  // its answers come. The menu, asked beside the startup in English, is held on the network
  // until the page shows; the page must not wait for it, nor show its English answer.
  test('the administration menu comes in the language the startup switches to', async ({
    page,
  }) => {
    const { languages, release } = await holdFirstCall(page, '**/api/v1/platform/ui/menu/platform')
    await signInAs(page, 'admin')
    try {
      await page.goto('./setting/options')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Настройки платформы' }),
      ).toBeVisible()
      await expect(
        page.getByRole('navigation', { name: 'Администрирование' }).getByRole('link', {
          name: 'Типы устройств',
        }),
      ).toBeVisible()
    } finally {
      release()
    }
    expect(languages[0], 'the first ask, before the switch').toMatch(/^en/)
    expect(languages.at(-1), 'the ask after the switch').toMatch(/^ru/)
  })
})

test.describe('interface language', () => {
  test('Russian by default, English on switch without a reload, kept after a reload', async ({
    page,
    context,
  }) => {
    await page.goto('./login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
    await page.evaluate(() => {
      ;(window as { notReloaded?: boolean }).notReloaded = true
    })

    await switchLanguage(page, 'English')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Public docs' }),
    ).toBeVisible()
    expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true)
    const cookie = (await context.cookies()).find((entry) => entry.name === 'platform_locale')
    expect(cookie?.value).toBe('en')

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  })

  test('signed in, the setting wins and a switch is saved there', async ({
    page,
    context,
    baseURL,
  }) => {
    // A person of their own (the demo accounts' settings are read by tests running beside
    // this one): their setting, English, wins over the Russian cookie and browser.
    await useLocale(context, 'ru', baseURL ?? '')
    await signInAs(page, 'd.vasileva')
    expect((await page.request.patch(`${api}/users/settings`, { data: { lang: 'en' } })).ok()).toBe(
      true,
    )
    await page.goto('./profile/personal')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // The texts the server sent before the setting was known came again in English.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toContainText('Profile')
    await expect(page.getByRole('navigation', { name: 'Profile sections' })).toContainText(
      'Personal data',
    )
    // The page's own texts (its file of texts) came in English too.
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible()
    const saved = page.waitForRequest(
      (request) => request.method() === 'PATCH' && request.url().endsWith('/users/settings'),
    )
    await switchLanguage(page, 'Русский')
    expect((await saved).postDataJSON()).toEqual({ lang: 'ru' })
    await expect.poll(async () => (await userSettings(page)).lang).toBe('ru')
    // Server texts come again in the new language: the navigation's titles are the menu's.
    await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toContainText(
      'Профиль',
    )
    await expect(page.getByRole('button', { name: 'Редактировать', exact: true })).toBeVisible()
  })

  // A list whose texts the server writes in the asked language (the notification methods'
  // titles), its first call still on its way when the person switches: the list must come in
  // the new language, not the call's. The admin's own setting stays as it is on the server (the
  // tests beside this one read it): its save and its reading are answered here.
  test('a switch while a list loads shows the list in the new language', async ({ page }) => {
    let lang = 'ru'
    await page.route('**/api/v1/platform/users/settings', async (route) => {
      if (route.request().method() === 'PATCH') {
        lang = (route.request().postDataJSON() as { lang?: string }).lang ?? lang
        return route.fulfill({ status: 204 })
      }
      const response = await route.fetch()
      return route.fulfill({ response, json: { ...(await response.json()), lang } })
    })
    const { languages, release } = await holdFirstCall(
      page,
      '**/api/v1/platform/setting/subscribes/notify-methods',
    )
    await signInAs(page, 'admin')
    try {
      await page.goto('./setting/notify-methods')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Способы уведомлений' }),
      ).toBeVisible()
      await switchLanguage(page, 'English')
      await expect(
        page.getByRole('heading', { level: 1, name: 'Notification methods' }),
      ).toBeVisible()
      await expect(page.getByRole('row').filter({ hasText: 'Push notifications' })).toBeVisible()
    } finally {
      release()
    }
    expect(languages[0], 'the first call, before the switch').toMatch(/^ru/)
    expect(languages.at(-1), 'the call after the switch').toMatch(/^en/)
  })
})

test.describe('the startup error screen', () => {
  const faults: [StartupFault, RegExp][] = [
    ['network', /Нет связи с сервером/],
    ['server', /Техническая ошибка/],
    ['malformed', /Сервер ответил непредвиденно/],
  ]

  for (const [fault, message] of faults) {
    test(`${fault}: a keyed message and a working retry`, async ({ page }) => {
      await page.clock.install()
      const stop = await failProjectInfo(page, fault)
      await page.goto('./login')
      const heading = page.getByRole('heading', { level: 1, name: 'Не удалось открыть платформу' })
      // A call without an answer is retried three times first, with growing pauses (the
      // SDK's query client): move the page's clock through them.
      await expect(async () => {
        await page.clock.fastForward(2_000)
        await expect(heading).toBeVisible({ timeout: 250 })
      }).toPass()
      await expect(page.getByRole('alert')).toHaveText(message)
      await expect(heading).toBeFocused()
      await expectNoAxeViolations(page)
      await stop()
      await page.getByRole('button', { name: 'Повторить' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
    })
  }

  test('a page whose texts come back as something else: the screen, then the retry', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    // A gateway's answer of its own instead of the build's file of texts.
    const texts = '**/assets/texts-*/**'
    await page.route(texts, (route) => route.fulfill({ status: 200, json: { status: 'busy' } }))
    await page.goto('./profile/personal')
    const heading = page.getByRole('heading', { level: 1, name: 'Не удалось открыть платформу' })
    await expect(heading).toBeFocused()
    await page.unroute(texts)
    await page.getByRole('button', { name: 'Повторить' }).click()
    await expect(page.getByRole('link', { name: 'Личные данные' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })
})

test.describe('page views for the statistics service', () => {
  for (const locale of ['ru', 'en'] as const) {
    test(`one hit per page, sent in the background, silent when it fails (${locale})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await useLocale(context, locale, baseURL ?? '')
      const hits: { url: string; title: string; code: string; displayWindowSize: string }[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/statistics/metrics/hit')) {
          hits.push(request.postDataJSON())
        }
      })
      // The statistics service is down for this page: nothing a person sees may change.
      await faultForPage(page, { type: 'server', path: '/statistics/metrics/hit', times: 100 })
      await page.setViewportSize({ width: 1100, height: 700 })
      await page.goto('./login')
      const signIn = locale === 'ru' ? 'Вход' : 'Sign in'
      await expect(page.getByRole('heading', { level: 1, name: signIn })).toBeVisible()
      await expect.poll(() => hits.length).toBe(1)
      expect(hits[0]).toMatchObject({
        code: 'identity',
        url: `${baseURL}login`,
        title: await page.title(),
        displayWindowSize: '1100x700',
      })

      await page
        .getByRole('link', { name: locale === 'ru' ? 'Зарегистрироваться' : 'Register' })
        .click()
      await expect(page).toHaveURL(/\/platform\/registration$/)
      await expect.poll(() => hits.length).toBe(2)
      // The new page's own title: the hit goes after the title changed.
      expect(hits[1]).toMatchObject({ url: `${baseURL}registration`, title: await page.title() })
      expect(hits[1]?.title).not.toBe(hits[0]?.title)
      await expect(page.getByRole('alert')).toHaveCount(0)
      await expectNoAxeViolations(page)
      // Never retried: after the scan's time, the two failed hits are still two.
      expect(hits).toHaveLength(2)
    })
  }
})

test.describe('the first page of a visit, drawn in slices', () => {
  test('a reload keeps the place the person had scrolled to', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.setViewportSize({ width: 1100, height: 600 })
    await page.goto('./setting/options')
    const save = page.getByRole('button', { name: 'Сохранить' })
    await expect(save).toBeVisible()
    const place = 400
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    ).toBeGreaterThan(place)
    // The router keeps the place of what it heard scroll: wait for the scroll event, which the
    // browser sends with the next frame. A reload before it (the test's pace on a busy machine,
    // never a person's) would leave nothing to restore.
    await page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => resolve(), { once: true })
          window.scrollTo({ top })
        }),
      place,
    )
    expect(await page.evaluate(() => window.scrollY)).toBe(place)

    await page.reload()
    await expect(save).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place)
  })

  test('an address with a #fragment opens at the element it names', async ({ page }) => {
    await signInAs(page, 'admin')
    await page.setViewportSize({ width: 1100, height: 600 })
    // The content's landmark, the skip link's target: below the header, so the page scrolls.
    await page.goto('./setting/options#content')
    await expect(page.getByRole('button', { name: 'Сохранить' })).toBeVisible()
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('content')?.getBoundingClientRect().top),
      )
      .toBe(0)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })

  test('nothing moves on a signed-in page once it is drawn: not the header, not the table', async ({
    page,
  }) => {
    await signInAs(page, 'admin')
    await page.setViewportSize(phoneViewport)
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('./accesses/requests/access')
    await expect(page.getByRole('grid')).toBeVisible()
    await expect(page.getByRole('button', { name: /Меню пользователя/ })).toBeVisible()
    await expect(page.getByText(/^Всего: \d+/)).toBeVisible()
    // Time for the last shifts to be reported (the observer hears of them after a frame).
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
      [],
    )
  })

  // A table without rows at its mount draws its grid a frame after the page, in a box of the
  // grid's size: neither the tabs' table of the accesses nor a page-long administration list
  // moves anything in the page's content, in either language, at phone width. The list's answer
  // is held until the grid is drawn, so the grid's arrival is checked whatever the machine's
  // pace; when the rows come, the table grows and only what is below it may move.
  for (const [lang, path, list] of [
    ['en', 'accesses/requests/access', '**/api/v1/platform/user/access/requests?*'],
    ['ru', 'setting/devices-types', '**/api/v1/platform/setting/devices-types?*'],
    ['en', 'setting/devices-types', '**/api/v1/platform/setting/devices-types?*'],
  ] as const) {
    test(`nothing in the content of ${path} moves as its table arrives (${lang}, 375 px)`, async ({
      page,
    }) => {
      await signInAs(page, 'admin')
      await inLanguage(page, lang)
      await page.setViewportSize(phoneViewport)
      let answer = () => {}
      const answered = new Promise<void>((resolve) => {
        answer = resolve
      })
      let asked = 0
      await page.route(list, async (route) => {
        asked += 1
        await answered
        await route.continue()
      })
      await page.addInitScript(() => {
        const shifts: { value: number; top: number }[] = []
        Object.assign(window, { shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number
            sources: { node?: Node | null; previousRect: DOMRectReadOnly }[]
          }[]) {
            const inContent = entry.sources.filter((source) =>
              source.node?.parentElement?.closest('main'),
            )
            if (inContent.length > 0)
              shifts.push({
                value: entry.value,
                top: Math.min(...inContent.map((source) => source.previousRect.top)),
              })
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      const shifts = () =>
        page.evaluate(
          () => (window as unknown as { shifts: { value: number; top: number }[] }).shifts,
        )
      await page.goto(`./${path}`)
      const grid = page.getByRole('grid')
      await expect(grid).toBeVisible()
      // Time for the last shifts to be reported (the observer hears of them after a frame).
      await page.waitForTimeout(500)
      expect(asked, 'the list asked for, and its answer held').toBeGreaterThan(0)
      expect(await shifts(), 'shifts before the rows came').toEqual([])
      const gridBottom = await grid.evaluate((node) => node.getBoundingClientRect().bottom)
      answer()
      await expect(page.getByText(lang === 'ru' ? /^Всего: \d+/ : /^Total: \d+/)).toBeVisible()
      await page.waitForTimeout(500)
      expect(
        (await shifts()).filter(({ top }) => top < gridBottom),
        'shifts above the bottom of the table as its rows came',
      ).toEqual([])
      // Nor does anything make the content wider than the phone's screen (the platform's status
      // lights, whose answers come meanwhile, once widened it by 15 px).
      expect(
        await page.getByRole('main').evaluate((main) => main.scrollWidth - main.clientWidth),
      ).toBe(0)
      await expectNoAxeViolations(page)
    })
  }
})
