import {
  expect as baseExpect,
  demoPassword,
  faultForPage,
  signInThroughApi,
  test,
  useLocale,
} from './support/fixtures'

// Strange answers degrade, never take everything down: a startup call the page
// does not need may fail or come malformed; an answer the shell depends on that is not the
// contract's shape is a technical error that keeps what was typed.

const expect = baseExpect.configure({ timeout: 15_000 })

const api = '/api/v1/platform'

test.beforeEach(async ({ context, baseURL }) => {
  await useLocale(context, 'ru', baseURL as string)
})

test('a failed user settings call leaves the page working, with a note and a retry', async ({
  page,
}) => {
  await signInThroughApi(page.request, 'user')
  // Chromium retries a dropped GET once: enough times for both tries of the startup.
  const clear = await faultForPage(page, { type: 'server', path: '/users/settings', times: 6 })
  await page.goto('./profile/personal')
  await expect(page.getByRole('heading', { level: 1, name: 'Личные данные' })).toBeVisible()
  const note = page.getByRole('complementary', { name: 'Загрузка данных' })
  await expect(note.getByRole('status')).toContainText('настройки пользователя')
  await clear()
  await note.getByRole('button', { name: 'Повторить' }).click()
  await expect(note).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Личные данные' })).toBeVisible()
})

test('malformed country codes and configuration leave sign-in working', async ({ page }) => {
  await page.route(`**${api}/country/codes`, (route) => route.fulfill({ json: { codes: 'x' } }))
  await page.route(`**${api}/ui/configure/platform`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{' }),
  )
  await page.goto('./login')
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Не всё загрузилось' })).toContainText(
    'коды стран',
  )
  await page.getByRole('textbox', { name: 'Логин' }).fill('admin')
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await page.getByLabel(/^Пароль$/).fill(demoPassword)
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(page).toHaveURL(/\/platform\/apps$/)
  await expect(page.getByRole('status').filter({ hasText: 'Не всё загрузилось' })).toContainText(
    'настройки платформы',
  )
})

test('a wrong-shape auth config is a technical error that keeps the login', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text())
  })
  await page.route(`**${api}/auth/config/login**`, (route) =>
    route.fulfill({ json: { flows: 'credentials' } }),
  )
  await page.goto('./login')
  await page.getByRole('textbox', { name: 'Логин' }).fill('admin')
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await expect(page.getByRole('alert')).toContainText('Техническая ошибка')
  await expect(page.getByRole('textbox', { name: 'Логин' })).toHaveValue('admin')
  expect(logged.join('\n')).toContain('/auth/config/')
})

test('a sign-in answered 200 with an unexpected body says so', async ({ page }) => {
  await page.goto('./login')
  await page.getByRole('textbox', { name: 'Логин' }).fill('admin')
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await page.route(`**${api}/auth/login/login`, (route) =>
    route.fulfill({ json: { redirect: 'https://elsewhere.example' } }),
  )
  await page.getByLabel(/^Пароль$/).fill(demoPassword)
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('Техническая ошибка')
  await expect(page).toHaveURL(/\/platform\/login/)
  await expect(page.getByLabel(/^Пароль$/)).toHaveValue(demoPassword)
})

test('a page whose answer is malformed fails alone: the frame stays, a retry brings it back', async ({
  page,
}) => {
  await signInThroughApi(page.request, 'user')
  const details = `**${api}/user/profile/details`
  await page.route(details, (route) => route.fulfill({ json: { mainInfo: 'x' } }))
  await page.goto('./profile/personal')
  const main = page.getByRole('main')
  await expect(main.getByRole('alert')).toContainText('Сервер ответил непредвиденно')
  // The header and the section navigation still work around the failed part.
  await expect(
    page.getByRole('banner').getByRole('button', { name: /^Меню пользователя:/ }),
  ).toBeVisible()
  await page.unroute(details)
  await main.getByRole('button', { name: 'Повторить' }).click()
  await expect(main.getByRole('heading', { level: 1, name: 'Личные данные' })).toBeVisible()
  await expect(main.getByRole('alert')).toHaveCount(0)
})
