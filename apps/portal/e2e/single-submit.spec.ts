import type { PlaywrightWorkerArgs } from '@playwright/test'
import { retypeHistoryRetention } from './support/admin'
import {
  advanceSandboxClock,
  expect as baseExpect,
  clearCookiesAway,
  lastOutboxId,
  nextMessage,
  readOutbox,
  seeToast,
  signInThroughApi,
  test,
  useLocale,
} from './support/fixtures'
import {
  agreeRequired,
  freshEmail,
  freshIp,
  freshMobile,
  inviteByApi,
  newPassword,
  registerByApi,
  typeCode,
  verifyMobile,
} from './support/links'
import { expectOneCall } from './support/single'

// Every submit is sent once: client validation may be asynchronous, so a second
// click can land before the request leaves. Each form's submit button is clicked twice in one
// task (faster than any person) and the calls it makes are counted.

type Playwright = PlaywrightWorkerArgs['playwright']

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

test.beforeEach(async ({ context, baseURL }) => {
  await useLocale(context, 'ru', baseURL as string)
  // Registrations here count against an address of their own, not the suite's.
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() })
})

/** A request context of its own, registering from an address of its own. */
const ownContext = (playwright: Playwright, baseURL: string | undefined) =>
  playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': freshIp() } })

test('sign-in by password and by code', async ({ page, request }) => {
  await page.goto('./login')
  await page.getByRole('textbox', { name: 'Логин' }).fill('admin')
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await page.getByLabel(/^Пароль$/).fill('Sandbox-2026!')
  await expectOneCall(
    page,
    page.getByRole('button', { name: 'Войти', exact: true }),
    { method: 'POST', path: /\/auth\/login\/login$/ },
    () => expect(page).toHaveURL(/\/platform\/apps$/),
  )

  const origin = new URL(page.url()).origin
  await clearCookiesAway(page)
  await useLocale(page.context(), 'ru', origin)
  await page.goto('./login')
  await page.getByRole('textbox', { name: 'Логин' }).fill('admin')
  await page.getByRole('button', { name: 'Продолжить' }).click()
  // Other tests ask admin's phone for codes too: past the resend delay of theirs, a new code
  // is sent rather than only the time left.
  await advanceSandboxClock(request, 61)
  const since = await lastOutboxId(request)
  await page.getByRole('button', { name: 'Получить код по SMS' }).click()
  const { code } = await nextMessage(request, '+79160000001', since)
  // The last digit sends the code by itself; a press on «Войти» right after it must not.
  await typeCode(page, (code ?? '').slice(0, 3))
  await expectOneCall(
    page,
    page.getByRole('button', { name: 'Войти', exact: true }),
    { method: 'POST', path: /\/auth\/login\/login$/ },
    () => expect(page).toHaveURL(/\/platform\/apps$/),
    () => page.keyboard.type((code ?? '').slice(3)),
  )
})

test('both registration steps', async ({ page, request }) => {
  const email = freshEmail('single')
  await page.goto('./registration')
  await page.getByRole('textbox', { name: 'Фамилия' }).fill('Однократная')
  await page.getByRole('textbox', { name: 'Имя' }).fill('Вера')
  await page.getByRole('textbox', { name: 'Электронная почта' }).fill(email)
  await agreeRequired(page)
  const since = await lastOutboxId(request)
  await expectOneCall(
    page,
    page.getByRole('button', { name: 'Зарегистрироваться' }),
    { method: 'POST', path: /\/registration\/link$/ },
    () => expect(page.getByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeVisible(),
  )
  const mail = await nextMessage(request, email, since)
  expect((await readOutbox(request)).filter((message) => message.to === email)).toHaveLength(1)

  await page.goto(mail.link as string)
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(newPassword)
  await page.getByRole('textbox', { name: 'Повторите пароль', exact: true }).fill(newPassword)
  await verifyMobile(page, request, freshMobile())
  await expectOneCall(
    page,
    page.getByRole('button', { name: 'Завершить регистрацию' }),
    { method: 'POST', path: /\/registration\/complete$/ },
    () => expect(page).toHaveURL(/\/platform\/profile/),
  )
})

test('password recovery and the new password', async ({ page, playwright, baseURL, request }) => {
  const own = await ownContext(playwright, baseURL)
  const { email } = await registerByApi(own, freshEmail('single-restore'))
  await own.dispose()

  await page.goto('./password')
  await page.getByRole('textbox', { name: 'Электронная почта' }).fill(email)
  const since = await lastOutboxId(request)
  await expectOneCall(
    page,
    page.getByRole('button', { name: 'Получить ссылку' }),
    { method: 'POST', path: /\/password\/link$/ },
    () => expect(page.getByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeVisible(),
  )
  const mail = await nextMessage(request, email, since)

  await page.goto(mail.link as string)
  const password = `${newPassword}-2`
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(password)
  await page.getByRole('textbox', { name: 'Повторите пароль', exact: true }).fill(password)
  await expectOneCall(
    page,
    page.getByRole('button', { name: 'Сохранить пароль' }),
    { method: 'PUT', path: /\/password\/[^/]+$/ },
    () => expect(page.getByRole('heading', { level: 1, name: 'Пароль сохранён' })).toBeVisible(),
  )
})

test('an invitation', async ({ page, playwright, baseURL, request }) => {
  const master = await ownContext(playwright, baseURL)
  const invitation = await inviteByApi(master, freshEmail('single-invited'))
  await master.dispose()

  await page.goto(invitation.link)
  await page.getByRole('textbox', { name: 'Фамилия' }).fill('Однократная')
  await page.getByRole('textbox', { name: 'Имя' }).fill('Ольга')
  await page.getByRole('textbox', { name: 'Пароль', exact: true }).fill(newPassword)
  await page.getByRole('textbox', { name: 'Повторите пароль', exact: true }).fill(newPassword)
  await verifyMobile(page, request, freshMobile())
  await agreeRequired(page)
  await expectOneCall(
    page,
    page.getByRole('button', { name: 'Принять приглашение' }),
    { method: 'POST', path: /\/invitation\/accept$/ },
    () => page.waitForURL((url) => !url.pathname.includes('/invitation/')),
  )
})

test('the profile and an access request', async ({ page }) => {
  await registerByApi(page.request, freshEmail('single-profile'))
  await page.goto('./profile/personal')
  // A new account has empty required fields: the profile save is the forced dialog's.
  const required = page.getByRole('dialog', { name: 'Заполните обязательные поля' })
  await required.getByRole('textbox', { name: 'Табельный номер' }).fill(`E2E-${Date.now()}`)
  await required.getByRole('button', { name: /Подразделение/ }).click()
  await page.getByRole('option').first().click()
  await expectOneCall(
    page,
    required.getByRole('button', { name: 'Сохранить' }),
    { method: 'PATCH', path: /\/user\/profile$/ },
    () => seeToast(page, 'Изменения сохранены'),
  )

  await page.goto('./accesses/requests/access')
  await page.getByRole('button', { name: 'Новая заявка' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'Новая заявка на доступ' })
  const company = dialog.getByRole('group', { name: 'Компания 1' })
  await company.getByRole('textbox', { name: 'Название компании' }).fill(`Однажды ${Date.now()}`)
  await company.getByRole('textbox', { name: 'ИНН' }).fill('7707083893')
  const roles = company.getByRole('combobox', { name: /Роли/ })
  await roles.click()
  await roles.press('ArrowDown')
  await page.getByRole('option', { name: 'Бухгалтер' }).click()
  await roles.press('Escape')
  await expectOneCall(
    page,
    dialog.getByRole('button', { name: 'Отправить' }),
    { method: 'POST', path: /\/user\/access\/requests$/ },
    () => seeToast(page, 'Заявка отправлена'),
  )
})

test('the administration settings', async ({ page }) => {
  await signInThroughApi(page.request, 'admin')
  await page.goto('./setting/options')
  await page.getByRole('button', { name: 'Хранение журналов' }).click()
  await retypeHistoryRetention(page)
  // Answered here, so the settings other tests read stay as they are.
  await page.route('**/api/v1/platform/setting/application/settings/platform', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 204 }) : route.continue(),
  )
  await expectOneCall(
    page,
    page.getByRole('button', { name: 'Сохранить' }),
    { method: 'PATCH', path: /\/setting\/application\/settings\/platform$/ },
    () => seeToast(page, 'Настройки сохранены'),
  )
})
