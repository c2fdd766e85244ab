import type { ProfileDetails } from '@platform/sdk'
import type { Page } from '@playwright/test'
import {
  expect as baseExpect,
  clearCookiesAway,
  expectNoAxeViolations,
  seeToast,
  test,
  useLocale,
} from './support/fixtures'
import { api, apiGet, patchProfile, phoneViewport, signInAs } from './support/signed-in'

// Saves go through the sandbox: give its answers time on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

// The personal data page. Tests that change the
// `user` account run one after another and put back what they changed.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

/** The value next to a title in the read-only view. */
function shown(page: Page, title: string) {
  return page
    .locator('dt', { hasText: new RegExp(`^${title}$`) })
    .locator('xpath=following-sibling::dd[1]')
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Личные данные' })

async function openAs(page: Page, login: string): Promise<ProfileDetails> {
  await signInAs(page, login)
  const details = await apiGet<ProfileDetails>(page, '/user/profile/details')
  await page.goto('./profile/personal')
  return details
}

function ddmmyyyy(iso: string) {
  const [year, month, day] = iso.split('-')
  return `${day}.${month}.${year}`
}

test('shows the personal data read-only: links, dates, the back link', async ({ page }) => {
  const details = await openAs(page, 'user')
  await expect(heading(page)).toBeFocused()
  const { mainInfo } = details
  await expect(page.getByRole('textbox', { name: 'Комментарий' })).toHaveCount(0)
  await expect(shown(page, 'Логин')).toHaveText('user')
  await expect(shown(page, 'Дата рождения')).toHaveText(ddmmyyyy(mainInfo.birthDate as string))
  await expect(shown(page, 'Электронная почта').getByRole('link')).toHaveAttribute(
    'href',
    `mailto:${mainInfo.email}`,
  )
  await expect(shown(page, 'Мобильный телефон').getByRole('link')).toHaveAttribute(
    'href',
    `tel:${mainInfo.mobile}`,
  )
  const workPhone = (details.additionalInfo.workPhones as string[])[0] as string
  await expect(shown(page, 'Рабочие телефоны').getByRole('link')).toHaveAttribute(
    'href',
    `tel:${workPhone}`,
  )
  // `user` has exactly one application: the page offers the way back to it.
  const services = await apiGet<{ services: { serviceUrl: string; visible: boolean }[] }>(
    page,
    '/ui/services/menu',
  )
  const [only] = services.services.filter((service) => service.visible)
  await expect(page.getByRole('link', { name: /^Вернуться в «/ })).toHaveAttribute(
    'href',
    only?.serviceUrl as string,
  )
  // A person with applications sees no limited-access notice.
  await expect(page.getByRole('region', { name: 'Доступ ограничен' })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('edits, cancels to the loaded values, and saves back to read-only', async ({ page }) => {
  const details = await openAs(page, 'user')
  const original = details.mainInfo.comment
  const comment = page.getByRole('textbox', { name: 'Комментарий' })
  try {
    await page.getByRole('button', { name: 'Редактировать' }).click()
    await expect(page.getByRole('textbox', { name: 'Фамилия' })).toBeFocused()
    await expectNoAxeViolations(page)
    await comment.fill('Черновик, который отменят')
    await page.getByRole('button', { name: 'Отмена' }).click()
    await expect(comment).toHaveCount(0)
    await expect(shown(page, 'Комментарий')).toHaveText(original ?? 'Не указано')
    await expect(page.getByRole('button', { name: 'Редактировать' })).toBeFocused()

    await page.getByRole('button', { name: 'Редактировать' }).click()
    await expect(comment).toHaveValue(original ?? '')
    const text = `Звонить после 10:00, проверка ${Date.now()}`
    await comment.fill(text)
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await seeToast(page, 'Изменения сохранены')
    await expect(comment).toHaveCount(0)
    await expect(shown(page, 'Комментарий')).toHaveText(text)
    expect((await apiGet<ProfileDetails>(page, '/user/profile/details')).mainInfo.comment).toBe(
      text,
    )

    // Back to what it was, through the page.
    await page.getByRole('button', { name: 'Редактировать' }).click()
    await comment.fill(original ?? '')
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await expect(shown(page, 'Комментарий')).toHaveText(original ?? 'Не указано')
  } finally {
    await patchProfile(page, { mainInfo: { comment: original } })
  }
})

test('checks the rules first, then shows the server’s errors on their fields', async ({ page }) => {
  const details = await openAs(page, 'user')
  await page.getByRole('button', { name: 'Редактировать' }).click()

  // The forms rule: at most 255 characters, no call made.
  const comment = page.getByRole('textbox', { name: 'Комментарий' })
  await comment.fill('а'.repeat(256))
  await page.getByRole('button', { name: 'Сохранить' }).click()
  await expect(comment).toBeFocused()
  await expect(comment).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Слишком длинное значение')).toBeVisible()
  await comment.fill(details.mainInfo.comment ?? '')

  // Only the platform knows the address belongs to another account.
  const email = page.getByRole('textbox', { name: 'Электронная почта' })
  await email.fill('admin@sandbox.example.ru')
  await page.getByRole('button', { name: 'Сохранить' }).click()
  await seeToast(page, 'Не удалось сохранить изменения')
  await expect(page.getByText('Такое значение уже используется')).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toBeFocused()
  await expect(email).toHaveValue('admin@sandbox.example.ru')
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Отмена' }).click()
  await expect(shown(page, 'Электронная почта').getByRole('link')).toHaveText(
    details.mainInfo.email as string,
  )
  expect((await apiGet<ProfileDetails>(page, '/user/profile/details')).mainInfo.email).toBe(
    details.mainInfo.email,
  )
})

test('asks before leaving with unsaved changes', async ({ page }) => {
  const details = await openAs(page, 'user')
  await page.getByRole('button', { name: 'Редактировать' }).click()
  const comment = page.getByRole('textbox', { name: 'Комментарий' })
  await comment.fill('Не сохранённый текст')
  const away = page.locator('a[href$="/accesses/requests/access"]').first()

  await away.click()
  const confirm = page.getByRole('alertdialog', { name: 'Уйти без сохранения?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Остаться' }).click()
  await expect(page).toHaveURL(/\/profile\/personal/)
  await expect(comment).toHaveValue('Не сохранённый текст')

  await away.click()
  await confirm.getByRole('button', { name: 'Уйти' }).click()
  await expect(page).toHaveURL(/\/accesses\/requests\/access/)
  expect((await apiGet<ProfileDetails>(page, '/user/profile/details')).mainInfo.comment).toBe(
    details.mainInfo.comment,
  )
})

test('uploads an avatar, refuses other file types', async ({ page }) => {
  await signInAs(page, 'user')
  const saved = await page.request.get(`${api}/user/avatar`)
  await page.goto('./profile/personal')
  await expect(heading(page)).toBeVisible()
  const picker = page.locator('input[type="file"]')
  try {
    await picker.setInputFiles({
      name: 'photo.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    })
    await expect(page.getByText(/Файл этого типа не подойдёт/)).toBeVisible()

    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#1f57c3"/></svg>'
    await picker.setInputFiles({
      name: 'photo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(svg),
    })
    await seeToast(page, 'Фото обновлено')
    await expect(
      page.getByRole('group', { name: 'Фото профиля' }).getByRole('img'),
    ).toHaveAttribute('src', /^blob:/)
  } finally {
    if (saved.ok()) {
      const type = saved.headers()['content-type'] ?? 'image/png'
      const name =
        /filename="([^"]+)"/.exec(saved.headers()['content-disposition'] ?? '')?.[1] ?? 'avatar'
      const restored = await page.request.patch(`${api}/user/avatar`, {
        multipart: { file: { name, mimeType: type, buffer: await saved.body() } },
      })
      expect(restored.ok()).toBe(true)
    }
  }
})

test('a directory account sees its name read-only, in English', async ({ page }) => {
  await openAs(page, 'ldap')
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Edit' }).click()
  const note = 'The name is managed by the directory service and cannot be changed here'
  const lastName = page.getByRole('textbox', { name: /Фамилия|Last name/ })
  await expect(lastName).not.toBeEditable()
  await expect(page.getByText(note).first()).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible()
})

test('stays usable and accessible at 375 px, in both languages', async ({ page }) => {
  await page.setViewportSize(phoneViewport)
  await openAs(page, 'user')
  await expect(heading(page)).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Редактировать' }).click()
  await expectNoAxeViolations(page)
  const scrolls = await page.evaluate(
    () => document.documentElement.scrollWidth > window.innerWidth,
  )
  expect(scrolls, 'no sideways scrolling').toBe(false)

  await clearCookiesAway(page)
  await openAs(page, 'ldap')
  await expect(page.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the limited account fills in the forced required fields, then sees the notice', async ({
  page,
  context,
  baseURL,
}) => {
  await useLocale(context, 'ru', baseURL as string)
  await openAs(page, 'limited')
  const dialog = page.getByRole('dialog', { name: 'Заполните обязательные поля' })
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  // Not dismissable: neither Escape nor a close button.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Закрыть' })).toHaveCount(0)

  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(dialog.getByText('Поле не может быть пустым').first()).toBeVisible()

  await dialog.getByRole('textbox', { name: 'Табельный номер' }).fill(`E2E-${Date.now()}`)
  await dialog.getByRole('button', { name: /Подразделение/ }).click()
  await page.getByRole('option').first().click()
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await seeToast(page, 'Изменения сохранены')
  await expect(dialog).toBeHidden()
  const after = await apiGet<ProfileDetails>(page, '/user/profile/details')
  expect(after.accessInfo.requiredFieldsEmpty).toBe(false)

  // No application, and no accesses application to ask through: the notice points to support.
  const notice = page.getByRole('region', { name: 'Доступ ограничен' })
  await expect(notice).toContainText('Обратитесь в службу поддержки')
  await expect(page.getByRole('link', { name: /^Вернуться в/ })).toHaveCount(0)
  await expectNoAxeViolations(page)

  // The notice keeps the alert height, so nothing below it moves: 58 px, 94 px on a phone
  // without services; in both languages.
  const height = async (name: string) =>
    Math.round((await page.getByRole('region', { name }).boundingBox())?.height ?? 0)
  await page.setViewportSize({ width: 1280, height: 800 })
  expect(await height('Доступ ограничен')).toBe(58)
  await page.setViewportSize(phoneViewport)
  expect(await height('Доступ ограничен')).toBe(94)
  await expectNoAxeViolations(page)
  await useLocale(context, 'en', baseURL as string)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Limited access' })).toBeVisible()
  expect(await height('Limited access')).toBe(94)
  await page.setViewportSize({ width: 1280, height: 800 })
  expect(await height('Limited access')).toBe(58)
  await expectNoAxeViolations(page)
})
