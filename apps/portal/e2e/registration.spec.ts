import {
  expect as baseExpect,
  expectNoAxeViolations,
  lastOutboxId,
  nextMessage,
  signInThroughApi,
  test,
  useLocale,
} from './support/fixtures'
import {
  agreeRequired,
  fillMobile,
  freshEmail,
  freshMobile,
  newPassword,
  registrationLink,
  typeCode,
  verifyMobile,
} from './support/links'

// A cold sandbox and two workers: pages may take a few seconds to show.
const expect = baseExpect.configure({ timeout: 15_000 })

// Registration in two steps: the link and the SMS code come from the outbox.

test.beforeEach(async ({ context, baseURL }) => {
  await useLocale(context, 'ru', baseURL as string)
})

test('registers from the first step to a signed-in account', async ({ page, request }) => {
  test.setTimeout(90_000)
  const email = freshEmail('reg')
  const mobile = freshMobile()
  await page.goto('./registration')
  await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('textbox', { name: 'Фамилия' }).fill('Регистрова')
  await page.getByRole('textbox', { name: 'Имя' }).fill('Анна')
  await page.getByRole('textbox', { name: 'Электронная почта' }).fill(email)
  await agreeRequired(page)
  const since = await lastOutboxId(request)
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeFocused()
  await expect(page.getByRole('main').getByText(email)).toBeVisible()
  await expect(page.getByText(/10 минут.*«Спам»/)).toBeVisible()
  await expectNoAxeViolations(page)

  const mail = await nextMessage(request, email, since)
  await page.goto(mail.link as string)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Завершение регистрации' }),
  ).toBeVisible()
  await expect(page.getByRole('main').getByText(email)).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(newPassword)
  await page.getByRole('textbox', { name: 'Повторите пароль', exact: true }).fill(newPassword)
  await verifyMobile(page, request, mobile)
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Завершить регистрацию' }).click()

  // Signed in: a new account has no services, so the post-login redirect leads to the profile.
  await expect(page).toHaveURL(/\/platform\/profile/)
  const profile = await page.request.get('/api/v1/platform/user/profile')
  expect(profile.status()).toBe(200)
  expect((await profile.json()).mainInfo.email).toBe(email)

  // The link is used up now.
  await page.goto(mail.link as string)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ссылка уже использована' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})

test('marks the fields of a failed first step and keeps what was typed', async ({ page }) => {
  await page.goto('./registration')
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
  const lastName = page.getByRole('textbox', { name: 'Фамилия' })
  await expect(lastName).toBeFocused()
  await expect(lastName).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Необходимо принять условия')).toBeVisible()

  // An address that has an account: the platform marks it.
  await lastName.fill('Повторова')
  await page.getByRole('textbox', { name: 'Имя' }).fill('Вера')
  await page.getByRole('textbox', { name: 'Электронная почта' }).fill('user@sandbox.example.ru')
  await agreeRequired(page)
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Ошибка регистрации' })
  await expect(alert).toContainText('Проверьте правильность заполнения полей')
  const email = page.getByRole('textbox', { name: 'Электронная почта' })
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Такое значение уже используется')).toBeVisible()
  await expect(lastName).toHaveValue('Повторова')
  await expectNoAxeViolations(page)
})

test('a wrong code three times asks for a new one', async ({ page, request }) => {
  test.setTimeout(60_000)
  const id = await registrationLink(request, freshEmail('code'))
  const mobile = freshMobile()
  await page.goto(`./registration/${id}`)
  await fillMobile(page, mobile)
  const since = await lastOutboxId(request)
  await page.getByRole('button', { name: 'Получить код' }).click()
  const { code } = await nextMessage(request, mobile, since)
  await expect(page.getByRole('timer')).toHaveText(/^0\d:\d\d$/)
  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0')

  for (const attempt of [1, 2]) {
    await typeCode(page, wrong)
    await expect(
      page.getByRole('alert').filter({ hasText: 'Неверный код' }),
      `attempt ${attempt}`,
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Цифра 1 из 4' })).toBeFocused()
  }
  await typeCode(page, wrong)
  await expect(page.getByText('Превышено число попыток. Запросите новый код')).toBeVisible()
  const again = page.getByRole('button', { name: 'Получить новый код' })
  await expect(again).toBeFocused()
  await expect(page.getByRole('textbox', { name: 'Цифра 1 из 4' })).toBeDisabled()
  await expectNoAxeViolations(page)

  const resent = await lastOutboxId(request)
  await again.click()
  const fresh = await nextMessage(request, mobile, resent)
  await typeCode(page, fresh.code ?? '')
  await expect(page.getByText('Телефон подтверждён')).toBeVisible()
})

for (const locale of ['ru', 'en'] as const) {
  test(`a cancelled and an expired link (${locale})`, async ({ page, request, baseURL }) => {
    await useLocale(page.context(), locale, baseURL as string)
    const email = freshEmail('twice')
    const first = await registrationLink(request, email)
    const second = await registrationLink(request, email)
    await page.goto(`./registration/${first}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'ru' ? 'Ссылка отменена' : 'The link was cancelled',
    )
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expectNoAxeViolations(page)

    // The sandbox cannot age a link: its expired answer is played back (the contract's example).
    await page.route('**/api/v1/platform/registration/status/*', (route) =>
      route.fulfill({ status: 403, json: { expired: true, linkStatus: 'expired' } }),
    )
    await page.goto(`./registration/${second}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'ru' ? 'Срок действия ссылки истёк' : 'The link has expired',
    )
    await expect(
      page.getByRole('link', {
        name: locale === 'ru' ? 'Зарегистрироваться заново' : 'Register again',
      }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })
}

test('an unknown link goes to /404', async ({ page }) => {
  await page.goto('./registration/0f6b2b3e-1a2b-4c3d-8e9f-0a1b2c3d4e5f')
  await expect(page).toHaveURL(/\/platform\/404$/)
})

test('another account signed in: sign out, then the form', async ({ page, request }) => {
  const id = await registrationLink(request, freshEmail('other'))
  await signInThroughApi(page.request, 'user')
  await page.goto(`./registration/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Выполнен вход под другой учётной записью',
    {
      timeout: 15_000,
    },
  )
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Выйти и открыть ссылку' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Завершение регистрации' }),
  ).toBeVisible()
})

test('step two in English passes axe', async ({ page, request, baseURL }) => {
  await useLocale(page.context(), 'en', baseURL as string)
  await page.goto('./registration')
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible()
  await expectNoAxeViolations(page)
  const id = await registrationLink(request, freshEmail('en'))
  await page.goto(`./registration/${id}`)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Completing the registration' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Complete registration' }).click()
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused()
  await expectNoAxeViolations(page)
})

test('step one at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('./registration')
  const button = page.getByRole('button', { name: 'Зарегистрироваться' })
  await expect(button).toBeVisible()
  const box = await button.boundingBox()
  expect(box && box.x + box.width).toBeLessThanOrEqual(375)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expectNoAxeViolations(page)
})

test('the first step by keyboard alone', async ({ page }) => {
  await page.goto('./registration')
  const tabTo = async (name: string | RegExp, role: 'textbox' | 'checkbox' | 'button') => {
    const target = page.getByRole(role, { name, exact: typeof name === 'string' })
    for (
      let step = 0;
      step < 25 && !(await target.evaluate((node) => node === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab')
    }
    await expect(target).toBeFocused()
  }
  await tabTo('Фамилия', 'textbox')
  await page.keyboard.type('Клавиатурова')
  await tabTo('Имя', 'textbox')
  await page.keyboard.type('Ксения')
  await tabTo('Электронная почта', 'textbox')
  await page.keyboard.type(freshEmail('keys'))
  await tabTo(/обязательно/, 'checkbox')
  await page.keyboard.press('Space')
  await expect(page.getByRole('checkbox', { name: /обязательно/ })).toBeChecked()
  await tabTo('Зарегистрироваться', 'button')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeFocused()
})
