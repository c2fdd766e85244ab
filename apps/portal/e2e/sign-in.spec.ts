import type { APIRequestContext, Page } from '@playwright/test'
import {
  advanceSandboxClock,
  demoPassword,
  expect,
  expectNoAxeViolations,
  lastOutboxId,
  nextMessage,
  signIn,
  test,
} from './support/fixtures'
import {
  apiSession,
  enterLogin,
  personWithoutTerms,
  serviceUrlsOf,
  stubService,
  typeCode,
} from './support/visitor'

test.use({ locale: 'ru-RU' })

const servicesHeading = /^(Сервисы|Services)$/

test.describe('password sign-in lands where the redirect rules say', () => {
  for (const login of ['admin', 'master', 'ldap']) {
    test(`${login}, with several services, lands on /apps`, async ({ page }) => {
      await signIn(page, login)
      await expect(page).toHaveURL(/\/platform\/apps$/)
      await expect(page.getByRole('heading', { level: 1, name: servicesHeading })).toBeVisible()
    })
  }

  test('user, with one service, goes straight to its address', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const session = await apiSession(playwright, baseURL, 'user')
    const services = await serviceUrlsOf(session)
    await session.dispose()
    expect(services).toHaveLength(1)
    const [service = ''] = services
    await stubService(page, service)
    await signIn(page, 'user')
    await page.waitForURL((url) => url.href.startsWith(service))
  })

  test('limited, with its required fields empty, lands on the profile', async ({ page }) => {
    await signIn(page, 'limited')
    await expect(page).toHaveURL(/\/platform\/profile(\/|$)/)
  })
})

/**
 * The resend button appears when the timer (resendIn, 60 s in the sandbox) runs out: move the
 * page's clock and the sandbox's past it instead of waiting.
 */
async function outwaitResendDelay(page: Page, request: APIRequestContext) {
  await advanceSandboxClock(request, 61)
  await page.clock.fastForward('01:01')
}

test('code sign-in by email, with a resend', async ({ page, request }) => {
  await page.clock.install()
  const email = 'limited@sandbox.example.ru'
  const since = await lastOutboxId(request)
  await enterLogin(page, 'limited')
  await page.getByRole('button', { name: 'Получить код по электронной почте' }).click()
  await expect(page.getByRole('heading', { name: 'Введите код из письма' })).toBeFocused()
  const first = await nextMessage(request, email, since)
  await expect(page.getByText('Мы отправили код на электронную почту')).toBeVisible()
  await expect(page.getByRole('timer')).toBeVisible()
  await expectNoAxeViolations(page)

  const resend = page.getByRole('button', { name: 'Отправить код повторно' })
  await expect(resend).toBeHidden()
  await outwaitResendDelay(page, request)
  await expect(resend).toBeVisible()
  await resend.click()
  const second = await nextMessage(request, email, first.id)
  expect(second.code).not.toBeUndefined()
  await expect(page.getByRole('timer')).toBeVisible()
  await typeCode(page, second.code ?? '')
  await expect(page).toHaveURL(/\/platform\/profile(\/|$)/)
})

test('code sign-in by SMS, with a resend', async ({ page, request }) => {
  await page.clock.install()
  const mobile = '+79160000002'
  const since = await lastOutboxId(request)
  await enterLogin(page, 'master')
  await page.getByRole('button', { name: 'Получить код по SMS' }).click()
  const first = await nextMessage(request, mobile, since)
  expect(first.channel).toBe('sms')
  const resend = page.getByRole('button', { name: 'Отправить код повторно' })
  await expect(page.getByRole('timer')).toBeVisible()
  await outwaitResendDelay(page, request)
  await expect(resend).toBeVisible()
  await resend.click()
  const second = await nextMessage(request, mobile, first.id)
  await typeCode(page, second.code ?? '')
  await expect(page).toHaveURL(/\/platform\/apps$/)
})

test('a wrong code three times ends in the attempts-exceeded message', async ({
  page,
  request,
}) => {
  const since = await lastOutboxId(request)
  await enterLogin(page, 'admin')
  await page.getByRole('button', { name: 'Получить код по SMS' }).click()
  const { code } = await nextMessage(request, '+79160000001', since)
  const wrong = ['1111', '2222', '3333', '4444'].filter((candidate) => candidate !== code)
  const expected = ['Неверный код', 'Неверный код', 'Превышено число попыток. Запросите новый код']
  for (const [attempt, message] of expected.entries()) {
    const answer = page.waitForResponse((response) => response.url().includes('/auth/login/'))
    await typeCode(page, wrong[attempt] ?? '')
    await answer
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
    await expect(
      page.getByText('Проверьте введённые данные или смените способ входа'),
    ).toBeVisible()
  }
  // Even the right code is refused now: only a new code helps.
  await typeCode(page, code ?? '')
  await expect(page.getByText('Превышено число попыток. Запросите новый код')).toBeVisible()
  await expect(page).toHaveURL(/\/platform\/login$/)
})

test('a whole sign-in by keyboard alone', async ({ page }) => {
  await page.goto('./login')
  const login = page.getByRole('textbox', { name: 'Логин' })
  await expect(login).toBeVisible()
  for (let presses = 0; presses < 40; presses += 1) {
    if (await login.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(login).toBeFocused()
  await page.keyboard.type('master')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Введите пароль' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Пароль', { exact: true })).toBeFocused()
  await page.keyboard.type(demoPassword)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox', { name: 'Запомнить меня' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page.getByRole('checkbox', { name: 'Запомнить меня' })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Забыли пароль?' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Войти' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/platform\/apps$/)
})

test.describe('errors keep what was typed', () => {
  test('a wrong password is a form error on the password field', async ({ page }) => {
    await enterLogin(page, 'admin')
    const password = page.getByLabel('Пароль', { exact: true })
    await password.fill('not-the-password')
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(
      page.getByText('Проверьте введённые данные или смените способ входа'),
    ).toBeVisible()
    await expect(password).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveValue('not-the-password')
  })

  test('no answer is a technical error', async ({ page }) => {
    await enterLogin(page, 'admin')
    await page.route('**/api/v1/platform/auth/login/**', (route) => route.abort('failed'))
    await page.getByLabel('Пароль', { exact: true }).fill(demoPassword)
    await page.getByRole('button', { name: 'Войти' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Техническая ошибка' })).toBeVisible()
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveValue(demoPassword)
  })

  test('an expired confirmation says so', async ({ page, request }) => {
    const since = await lastOutboxId(request)
    await enterLogin(page, 'user')
    await page.getByRole('button', { name: 'Получить код по электронной почте' }).click()
    await nextMessage(request, 'user@sandbox.example.ru', since)
    // The sandbox keeps a code for minutes; the platform's answer to a late one is this.
    await page.route('**/api/v1/platform/auth/login/**', (route) =>
      route.fulfill({ status: 400, json: { expired: true } }),
    )
    await typeCode(page, '1234')
    await expect(page.getByText('Время подтверждения истекло')).toBeVisible()
  })

  test('a malformed identifier is refused before anything is sent', async ({ page }) => {
    await page.goto('./login?id=email')
    const email = page.getByRole('textbox', { name: 'Электронная почта' })
    await email.fill('ivanov@example')
    await page.getByRole('button', { name: 'Продолжить' }).click()
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
  })

  test('change identifier goes back with the identifier kept', async ({ page }) => {
    await enterLogin(page, 'admin')
    await page.getByRole('button', { name: 'Сменить логин' }).click()
    await expect(page.getByRole('textbox', { name: 'Логин' })).toHaveValue('admin')
    await expect(page.getByRole('textbox', { name: 'Логин' })).toBeFocused()
  })
})

test('a mobile identifier uses the phone field with country codes', async ({ page }) => {
  await page.goto('./login')
  await page.getByText('По телефону').click()
  await expect(page).toHaveURL(/id=mobile/)
  await expect(page.getByRole('button', { name: /Код страны/ })).toBeVisible()
  await page.getByRole('textbox', { name: 'Мобильный телефон' }).fill('9160000003')
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await expect(page.getByText('+79160000003')).toBeVisible()
  // The step's own heading (the sign-in banners have theirs below the card).
  await expect(page.getByRole('heading', { level: 2, name: 'Введите пароль' })).toBeFocused()
})

test('the required-terms form opens on a 403 and the sign-in goes on after it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const login = await personWithoutTerms(playwright, baseURL)
  await page.route(/^https:\/\/[^/]+\.example\.ru\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Service</title>' }),
  )
  await enterLogin(page, login)
  await page.getByLabel('Пароль', { exact: true }).fill(demoPassword)
  await page.getByRole('button', { name: 'Войти' }).click()
  const dialog = page.getByRole('dialog', { name: 'Необходимо согласие' })
  await expect(dialog).toBeVisible()
  const document = dialog.getByRole('link').first()
  await expect(document).toHaveAttribute('href', /^\/platform\/law\/[\w-]+$/)
  await expect(document).toHaveAttribute('target', '_blank')
  await expectNoAxeViolations(page)

  await dialog.getByRole('button', { name: 'Принять и войти' }).click()
  await expect(dialog.getByText('Необходимо принять условия').first()).toBeVisible()
  for (const box of await dialog.getByRole('checkbox').all()) {
    await box.locator('xpath=ancestor::label').click()
    await expect(box).toBeChecked()
  }
  await dialog.getByRole('button', { name: 'Принять и войти' }).click()
  await expect(page).not.toHaveURL(/\/platform\/login/, { timeout: 10_000 })
})

test.describe('the required-terms form in English', () => {
  test.use({ locale: 'en-US' })

  test('declining it says consent is required', async ({ page }) => {
    // The one seeded person without an agreement is used above; here the platform's 403 is
    // played back, to read the form in English and to decline it.
    await page.route('**/api/v1/platform/auth/login/**', (route) =>
      route.fulfill({
        status: 403,
        json: {
          termsRequired: [
            {
              type: 'personal-data',
              title: 'Personal data processing consent',
              linkName: 'consent',
              link: '/platform/law/personal-data',
              loginRequired: true,
            },
            {
              type: 'mailing',
              title: 'News by email',
              linkName: null,
              link: null,
              loginRequired: false,
            },
          ],
        },
      }),
    )
    await enterLogin(page, 'ldap')
    await page.getByLabel('Password', { exact: true }).fill(demoPassword)
    await page.getByRole('button', { name: 'Sign in' }).click()
    const dialog = page.getByRole('dialog', { name: 'Consent required' })
    await expect(dialog.getByRole('checkbox')).toHaveCount(2)
    await expect(dialog.getByText('(required)')).toHaveCount(1)
    await expect(dialog.getByRole('link', { name: /Read the document/ })).toHaveAttribute(
      'href',
      '/platform/law/mailing',
    )
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Consent to the required terms is needed to sign in')).toBeVisible()
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(demoPassword)
  })
})

test.describe('axe on the sign-in page', () => {
  for (const locale of ['ru-RU', 'en-US']) {
    test.describe(locale, () => {
      test.use({ locale })

      test('the identifier and password steps, with and without errors', async ({ page }) => {
        await page.goto('./login')
        await expect(page.getByRole('textbox', { name: /логин|login/i })).toBeVisible()
        await expectNoAxeViolations(page)
        await page.getByRole('button', { name: /продолжить|continue/i }).click()
        await expect(page.getByRole('textbox', { name: /логин|login/i })).toHaveAttribute(
          'aria-invalid',
          'true',
        )
        await expectNoAxeViolations(page)
        await page.getByRole('textbox', { name: /логин|login/i }).fill('ldap')
        await page.getByRole('button', { name: /продолжить|continue/i }).click()
        await expect(page.getByLabel(/^пароль$|^password$/i)).toBeVisible()
        await expectNoAxeViolations(page)
        await page.getByRole('button', { name: /^войти$|^sign in$/i }).click()
        await expect(page.getByLabel(/^пароль$|^password$/i)).toHaveAttribute(
          'aria-invalid',
          'true',
        )
        await expectNoAxeViolations(page)
      })

      test('the code step', async ({ page }) => {
        await enterLogin(page, 'user')
        await page.getByRole('button', { name: /код по sms|code by text message/i }).click()
        await expect(page.getByRole('timer')).toBeVisible()
        await expectNoAxeViolations(page)
      })

      test('at 375 px', async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 740 })
        await enterLogin(page, 'ldap')
        await expect(page.getByLabel(/^пароль$|^password$/i)).toBeVisible()
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        )
        expect(overflow).toBe(false)
        await expectNoAxeViolations(page)
      })
    })
  }
})
