import {
  expect as baseExpect,
  expectNoAxeViolations,
  lastOutboxId,
  nextMessage,
  signIn,
  test,
  useLocale,
} from './support/fixtures'
import { freshEmail, linkId, registerByApi } from './support/links'

// A cold sandbox and two workers: pages may take a few seconds to show.
const expect = baseExpect.configure({ timeout: 15_000 })

// Forgot password, new password, first-entry password. Every test restores the
// password of an account it registered itself, never a demo account.

test.beforeEach(async ({ context, baseURL }) => {
  await useLocale(context, 'ru', baseURL as string)
})

const api = '/api/v1/platform'

test('forgot password → new password → sign in with it', async ({
  page,
  playwright,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000)
  const own = await playwright.request.newContext({ baseURL })
  const { email } = await registerByApi(own, freshEmail('restore'))
  await own.dispose()

  await page.goto('./password')
  await expect(page.getByRole('heading', { level: 1, name: 'Восстановление пароля' })).toBeVisible()
  await expectNoAxeViolations(page)
  const since = await lastOutboxId(request)
  await page.getByRole('textbox', { name: 'Электронная почта' }).fill(email)
  await page.getByRole('button', { name: 'Получить ссылку' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeFocused()
  await expect(page.getByText(/10 минут.*«Спам»/)).toBeVisible()
  await expectNoAxeViolations(page)

  const mail = await nextMessage(request, email, since)
  await page.goto(mail.link as string)
  await expect(page.getByRole('heading', { level: 1, name: 'Новый пароль' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Требования к паролю' })).toBeVisible()
  await expectNoAxeViolations(page)

  // A weak password is refused by the policy; the generator makes one that passes.
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill('short')
  await page.getByRole('textbox', { name: 'Повторите пароль', exact: true }).fill('short')
  await page.getByRole('button', { name: 'Сохранить пароль' }).click()
  await expect(page.getByRole('textbox', { name: 'Пароль', exact: true })).toBeFocused()
  await expect(page.getByText('Пароль не соответствует требованиям безопасности')).toBeVisible()
  await page.getByRole('button', { name: 'Создать пароль' }).click()
  const generated = await page.getByRole('textbox', { name: 'Пароль', exact: true }).inputValue()
  expect(generated.length).toBeGreaterThanOrEqual(8)
  await expect(page.getByRole('textbox', { name: 'Повторите пароль', exact: true })).toHaveValue(
    generated,
  )
  await page.getByRole('button', { name: 'Сохранить пароль' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Пароль сохранён' })).toBeFocused()
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Войти' }).click()
  await expect(page).toHaveURL(/\/platform\/login/)
  // A new account has no services: signing in with the new password leads to the profile.
  await signIn(page, email, generated)
  await expect(page).toHaveURL(/\/platform\/profile/)

  // The link is used up now.
  await page.goto(mail.link as string)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ссылка уже использована' }),
  ).toBeVisible({
    timeout: 15_000,
  })
})

for (const locale of ['ru', 'en'] as const) {
  test(`the directory account cannot restore its password (${locale})`, async ({
    page,
    baseURL,
  }) => {
    await useLocale(page.context(), locale, baseURL as string)
    await page.goto('./password')
    await page
      .getByRole('textbox', { name: locale === 'ru' ? 'Электронная почта' : 'Email' })
      .fill('ldap@sandbox.example.ru')
    await page
      .getByRole('button', { name: locale === 'ru' ? 'Получить ссылку' : 'Get a link' })
      .click()
    await expect(page.getByRole('alert')).toContainText(
      locale === 'ru'
        ? 'Пароль управляется службой каталогов'
        : 'The password is managed by a directory service',
    )
    await expect(
      page.getByRole('textbox', { name: locale === 'ru' ? 'Электронная почта' : 'Email' }),
    ).toHaveValue('ldap@sandbox.example.ru')
    await expectNoAxeViolations(page)
  })

  test(`a cancelled, an expired and an unknown link (${locale})`, async ({
    page,
    playwright,
    baseURL,
    request,
  }) => {
    test.setTimeout(60_000)
    await useLocale(page.context(), locale, baseURL as string)
    const own = await playwright.request.newContext({ baseURL })
    const { email } = await registerByApi(own, freshEmail('links'))
    await own.dispose()
    const ask = async () => {
      const since = await lastOutboxId(request)
      expect((await request.post(`${api}/password/link`, { data: { email } })).status()).toBe(204)
      return linkId((await nextMessage(request, email, since)).link)
    }
    const first = await ask()
    const second = await ask()

    await page.goto(`./password/${first}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'ru' ? 'Ссылка отменена' : 'The link was cancelled',
    )
    await expect(
      page.getByRole('link', {
        name: locale === 'ru' ? 'Запросить новую ссылку' : 'Request a new link',
      }),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    // The sandbox cannot age a link: its expired answer is played back (the contract's example).
    await page.route('**/api/v1/platform/password/link/status/*', (route) =>
      route.fulfill({ status: 403, json: { expired: true, linkStatus: 'expired' } }),
    )
    await page.goto(`./password/${second}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'ru' ? 'Срок действия ссылки истёк' : 'The link has expired',
    )
    await expectNoAxeViolations(page)
    await page.unrouteAll()

    await page.goto(`./password/entry/${first}`)
    await expect(page).toHaveURL(/\/platform\/404$/)
  })

  test(`the new password page in ${locale}`, async ({ page, playwright, baseURL, request }) => {
    await useLocale(page.context(), locale, baseURL as string)
    const own = await playwright.request.newContext({ baseURL })
    const { email } = await registerByApi(own, freshEmail('page'))
    await own.dispose()
    const since = await lastOutboxId(request)
    await request.post(`${api}/password/link`, { data: { email } })
    const id = linkId((await nextMessage(request, email, since)).link)
    await page.goto(`./password/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'ru' ? 'Новый пароль' : 'New password',
    )
    await page
      .getByRole('button', { name: locale === 'ru' ? 'Сохранить пароль' : 'Save password' })
      .click()
    await expect(
      page.getByRole('textbox', { name: locale === 'ru' ? 'Пароль' : 'Password', exact: true }),
    ).toBeFocused()
    await expectNoAxeViolations(page)
  })
}

test('the first-entry page shows the link error screens', async ({ page, baseURL }) => {
  await page.route('**/api/v1/platform/password/entry/link/status/*', (route) =>
    route.fulfill({ status: 403, json: { accessError: true } }),
  )
  await page.goto('./password/entry/0f6b2b3e-1a2b-4c3d-8e9f-0a1b2c3d4e5f')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Техническая ошибка')
  await expect(page.getByRole('link', { name: 'Перейти ко входу' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.unrouteAll()

  // A bare 400 is a used link, a bare 403 an expired one: never a status number.
  await page.route('**/api/v1/platform/password/entry/link/status/*', (route) =>
    route.fulfill({ status: 400, json: {} }),
  )
  await page.goto('./password/entry/0f6b2b3e-1a2b-4c3d-8e9f-0a1b2c3d4e5f')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ссылка уже использована')
  await expectNoAxeViolations(page)
  await page.unrouteAll()

  await useLocale(page.context(), 'en', baseURL as string)
  await page.route('**/api/v1/platform/password/entry/link/status/*', (route) =>
    route.fulfill({ status: 403, json: {} }),
  )
  await page.goto('./password/entry/0f6b2b3e-1a2b-4c3d-8e9f-0a1b2c3d4e5f')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The link has expired')
  await expectNoAxeViolations(page)
})

test('the first-entry page asks for the agreements the platform requires', async ({ page }) => {
  await page.route('**/api/v1/platform/password/entry/link/status/*', (route) =>
    route.fulfill({
      status: 403,
      json: {
        termsRequired: [
          {
            type: 'personal-data',
            title: 'Согласие на обработку персональных данных',
            linkName: null,
            link: '/platform/law/personal-data',
            loginRequired: true,
          },
        ],
      },
    }),
  )
  await page.goto('./password/entry/0f6b2b3e-1a2b-4c3d-8e9f-0a1b2c3d4e5f')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Пароль для первого входа', {
    timeout: 10_000,
  })
  await expect(
    page.getByRole('checkbox', { name: /Согласие на обработку персональных данных/ }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: /Текст документа «Согласие/ })).toHaveAttribute(
    'href',
    '/platform/law/personal-data',
  )
  await expectNoAxeViolations(page)
})
