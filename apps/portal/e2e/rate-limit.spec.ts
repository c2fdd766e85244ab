import type { APIRequestContext, Page } from '@playwright/test'
import {
  expect as baseExpect,
  expectNoAxeViolations,
  nextMessage,
  test,
  useLocale,
} from './support/fixtures'
import {
  agreeRequired,
  fillMobile,
  freshEmail,
  freshIp,
  freshMobile,
  linkId,
} from './support/links'

// A 429 says how long to wait and counts down, with or without `Retry-After`;
// the sandbox enforces the limits of the settings (codes per day, registrations per address
// per day), so the limits themselves are met for real where that is quick.

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

const api = '/api/v1/platform'

test.beforeEach(async ({ context, baseURL }) => {
  await useLocale(context, 'ru', baseURL as string)
})

/** The notice of a 429: the wait in words, then a countdown. */
function waitNotice(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'Слишком много попыток' })
}

test('sign-in: a 429 without Retry-After waits a minute, then the form works again', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('./login')
  await page.getByRole('textbox', { name: 'Логин' }).fill('admin')
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await page.getByLabel(/^Пароль$/).fill('Sandbox-2026!')
  await page.route(`**${api}/auth/login/login`, (route) =>
    route.fulfill({ status: 429, json: { message: 'Too many requests' } }),
  )
  const submit = page.getByRole('button', { name: 'Войти', exact: true })
  await submit.click()
  await expect(waitNotice(page)).toHaveText(
    'Слишком много попыток. Повторить можно через 1 минута.',
  )
  await expect(page.getByRole('timer')).toHaveText(/^0[01]:\d\d$/)
  await expect(submit).toBeDisabled()
  await expect(page.getByLabel(/^Пароль$/)).toHaveValue('Sandbox-2026!')
  await expectNoAxeViolations(page)

  await page.clock.fastForward('01:01')
  await expect(waitNotice(page)).toHaveCount(0)
  await page.unrouteAll()
  await submit.click()
  await expect(page).toHaveURL(/\/platform\/apps$/)
})

test('sign-in by code: a 429 with Retry-After on sending the code', async ({ page }) => {
  await page.route(`**${api}/auth/code/login`, (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '90' }, json: {} }),
  )
  await page.goto('./login')
  await page.getByRole('textbox', { name: 'Логин' }).fill('admin')
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await page.getByRole('button', { name: 'Получить код по SMS' }).click()
  await expect(waitNotice(page)).toContainText(/через 1 минута,? 30 секунд/)
  await expect(page.getByText('Новый код можно запросить через')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeDisabled()
})

/**
 * Asks for registration links from `ip` until the sandbox refuses with a 429 (its setting of
 * registrations per address per day); answers the id of the last link it sent.
 */
async function useUpRegistrations(request: APIRequestContext, ip: string): Promise<string> {
  let last: string | undefined
  for (let sent = 0; ; sent += 1) {
    expect(sent, 'the daily limit of registrations').toBeLessThan(1000)
    const email = freshEmail('limit')
    const answer = await request.post(`${api}/registration/link`, {
      headers: { 'X-Forwarded-For': ip },
      data: {
        lastName: 'Лимитова',
        firstName: 'Ирина',
        email,
        termsAgree: [{ type: 'personal-data', agree: true }],
      },
    })
    if (answer.status() === 429) break
    expect(answer.status()).toBe(204)
    last = email
  }
  expect(last, 'at least one registration before the limit').toBeDefined()
  return linkId((await nextMessage(request, last as string)).link)
}

test('registration: the limits per address and of codes per day', async ({ page, request }) => {
  const ip = freshIp()
  const secret = await useUpRegistrations(request, ip)

  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip })
  await page.goto('./registration')
  await page.getByRole('textbox', { name: 'Фамилия' }).fill('Лимитова')
  await page.getByRole('textbox', { name: 'Имя' }).fill('Ирина')
  await page.getByRole('textbox', { name: 'Электронная почта' }).fill(freshEmail('over'))
  await agreeRequired(page)
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click()
  await expect(waitNotice(page)).toContainText(/Повторить можно через \d+ (час|минут)/)
  await expect(page.getByRole('timer')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Зарегистрироваться' })).toBeDisabled()
  await expectNoAxeViolations(page)

  // The day's codes for one number of the link, used up through the API.
  const mobile = freshMobile()
  let sent = 0
  for (;;) {
    const answer = await request.post(`${api}/registration/code`, { data: { mobile, secret } })
    if (answer.status() === 429) break
    expect(answer.status()).toBe(200)
    sent += 1
    expect(sent, 'the daily limit of codes').toBeLessThan(100)
  }
  await page.goto(`./registration/${secret}`)
  await fillMobile(page, mobile)
  await page.getByRole('button', { name: 'Получить код' }).click()
  await expect(waitNotice(page)).toContainText(/Повторить можно через \d+ (час|минут)/)
  await expect(page.getByRole('button', { name: 'Получить код' })).toBeDisabled()
})

test('password recovery: a 429 says how long to wait', async ({ page }) => {
  await page.route(`**${api}/password/link`, (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '3720' }, json: {} }),
  )
  await page.goto('./password')
  await page.getByRole('textbox', { name: 'Электронная почта' }).fill('someone@example.ru')
  await page.getByRole('button', { name: 'Получить ссылку' }).click()
  await expect(waitNotice(page)).toContainText(/через 1 час,? 2 минуты/)
  await expect(page.getByRole('textbox', { name: 'Электронная почта' })).toHaveValue(
    'someone@example.ru',
  )
  await expectNoAxeViolations(page)
})
