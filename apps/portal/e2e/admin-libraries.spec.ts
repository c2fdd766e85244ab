import { expect as baseExpect, expectNoAxeViolations, seeToast, test } from './support/fixtures'
import { inEnglish, phoneViewport, signInAs } from './support/signed-in'

// Libraries: documents, banners and languages.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 90_000 })

/** A mark new for each run, so tests sharing the sandbox never meet each other's data. */
const token = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

declare global {
  interface Window {
    /** Set by the hostile document's script, if anything of it ever ran. */
    __ran?: number
  }
}

test('documents: two languages and their preview; an html document previews without running its script', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const mark = token()
  await page.goto('./setting/documents')
  await expect(page.getByRole('heading', { level: 1, name: 'Документы' })).toBeFocused()
  await page.getByRole('button', { name: 'Новый документ' }).click()
  const dialog = page.getByRole('dialog', { name: 'Новый документ' })
  const text = dialog.getByRole('textbox', { name: 'Текст', exact: true })
  const title = dialog.getByRole('textbox', { name: 'Заголовок' })
  await dialog.getByRole('textbox', { name: 'Название' }).fill(`Условия ${mark}`)
  await dialog.getByRole('button', { name: 'Создать' }).click()
  await expect(dialog.getByText('Нужна хотя бы одна языковая версия')).toBeVisible()
  await expect(title).toBeFocused()

  await dialog.getByRole('tab', { name: 'Русский' }).click()
  await title.fill(`Условия ${mark}`)
  await text.fill('# Условия\n\nПервый **пункт**.')
  await dialog.getByRole('tab', { name: 'English' }).click()
  await title.fill(`Terms ${mark}`)
  await text.fill('## Terms\n\nThe first item.')
  await dialog.getByRole('tab', { name: 'Предпросмотр' }).click()
  const preview = dialog.getByRole('article')
  await expect(preview.getByRole('heading', { level: 1, name: `Условия ${mark}` })).toBeVisible()
  await expect(preview.getByRole('heading', { level: 2, name: 'Условия' })).toBeVisible()
  await expect(preview.locator('strong')).toHaveText('пункт')
  await dialog.getByRole('radiogroup', { name: 'Язык предпросмотра' }).getByText('English').click()
  await expect(preview.getByRole('heading', { level: 1, name: `Terms ${mark}` })).toBeVisible()
  await expect(preview.getByText('The first item.')).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Создать' }).click()
  await seeToast(page, 'Документ создан')
  await page.getByRole('searchbox', { name: 'Название или код' }).fill(mark)
  await page.getByRole('button', { name: 'Найти' }).click()
  await expect(page).toHaveURL(new RegExp(`search=${mark}`))
  const row = page.getByRole('row').filter({ hasText: `Условия ${mark}` })
  await expect(row).toContainText('ru, en')

  // Hostile markup: the preview is sanitised exactly as the legal page is.
  await page.getByRole('button', { name: 'Новый документ' }).click()
  await dialog.getByRole('textbox', { name: 'Название' }).fill(`Скрипт ${mark}`)
  await dialog.getByRole('radiogroup', { name: 'Разметка текста' }).getByText('HTML').click()
  await dialog.getByRole('tab', { name: 'Русский' }).click()
  await title.fill(`Скрипт ${mark}`)
  await text.fill(
    '<p onclick="window.__ran = 1">Безопасный текст</p><script>window.__ran = 1</script>' +
      '<img src="/platform/missing.png" onerror="window.__ran = 1" alt="Схема">',
  )
  await dialog.getByRole('tab', { name: 'Предпросмотр' }).click()
  await expect(preview.getByText('Безопасный текст')).toBeVisible()
  await expect(preview.locator('script, [onclick], [onerror]')).toHaveCount(0)
  await expect
    .poll(() =>
      preview.getByRole('img', { name: 'Схема' }).evaluate((img: HTMLImageElement) => img.complete),
    )
    .toBe(true)
  expect(await page.evaluate(() => window.__ran)).toBeUndefined()
  await page.keyboard.press('Escape')
  await page
    .getByRole('alertdialog', { name: 'Закрыть без сохранения?' })
    .getByRole('button', { name: 'Закрыть' })
    .click()
  await expect(dialog).toHaveCount(0)
  await page.setViewportSize(phoneViewport)
  await expectNoAxeViolations(page)

  await inEnglish(page)
  await page.goto('./setting/documents')
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible()
  await page.getByRole('button', { name: 'New document' }).click()
  await expect(
    page.getByRole('dialog', { name: 'New document' }).getByRole('tab', { name: 'Preview' }),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})

test('banners: a link of another site refused, visibility that asks first, delete', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const mark = token()
  const bannerTitle = `Баннер ${mark}`
  await page.goto('./setting/banners')
  await expect(page.getByRole('heading', { level: 1, name: 'Баннеры' })).toBeFocused()
  await page.getByRole('button', { name: 'Новый баннер' }).click()
  const bannerDialog = page.getByRole('dialog', { name: 'Новый баннер' })
  await bannerDialog.getByRole('textbox', { name: 'Заголовок' }).fill(bannerTitle)
  await bannerDialog.getByRole('textbox', { name: 'Ссылка' }).fill('//elsewhere.example')
  await bannerDialog.getByRole('button', { name: 'Создать' }).click()
  await expect(bannerDialog.getByRole('textbox', { name: 'Ссылка' })).toBeFocused()
  await expect(bannerDialog.getByRole('textbox', { name: 'Ссылка' })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await bannerDialog.getByRole('textbox', { name: 'Ссылка' }).fill('/platform/law/terms')
  await expectNoAxeViolations(page)
  await bannerDialog.getByRole('button', { name: 'Создать' }).click()
  await seeToast(page, 'Баннер создан')

  const banner = page.getByRole('row').filter({ hasText: bannerTitle })
  await expect(banner.getByRole('switch')).toBeChecked()
  await banner.getByText('Показывается', { exact: true }).click()
  const hidden = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/visible'),
  )
  await page
    .getByRole('alertdialog', { name: `Скрыть баннер «${bannerTitle}»?` })
    .getByRole('button', { name: 'Отключить' })
    .click()
  expect((await hidden).postDataJSON()).toEqual({ visible: false })
  await seeToast(page, 'Баннер скрыт')
  await expect(banner.getByRole('switch')).not.toBeChecked()
  await expect(banner.getByRole('switch')).toBeFocused()
  await expectNoAxeViolations(page)
  await banner.getByRole('button', { name: `Действия с «${bannerTitle}»` }).click()
  await page.getByRole('menuitem', { name: 'Удалить' }).click()
  await page
    .getByRole('alertdialog', { name: `Удалить баннер «${bannerTitle}»?` })
    .getByRole('button', { name: 'Удалить' })
    .click()
  await seeToast(page, 'Баннер удалён')
  await page.setViewportSize(phoneViewport)
  await expectNoAxeViolations(page)

  await page.setViewportSize({ width: 1280, height: 720 })
  await inEnglish(page)
  await page.goto('./setting/banners')
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible()
  await page.getByRole('button', { name: 'New banner' }).click()
  await expect(page.getByRole('dialog', { name: 'New banner' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('languages on a phone: create, an enable switch that asks first, delete', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.setViewportSize(phoneViewport)
  const mark = token()
  const languageName = `Язык ${mark}`
  const letters = 'abcdfghijmopqstuvwxyz'
  const code = [0, 1].map(() => letters[Math.floor(Math.random() * letters.length)]).join('')
  await page.goto('./setting/locales')
  await expect(page.getByRole('heading', { level: 1, name: 'Языки' })).toBeFocused()
  await page.getByRole('button', { name: 'Новый язык' }).click()
  const languageDialog = page.getByRole('dialog', { name: 'Новый язык' })
  await languageDialog.getByRole('textbox', { name: 'Название' }).fill(languageName)
  await languageDialog.getByRole('textbox', { name: 'Код' }).fill(code)
  await expect(languageDialog.getByRole('switch', { name: 'Язык включён' })).toBeChecked()
  await expectNoAxeViolations(page)
  await languageDialog.getByRole('button', { name: 'Создать' }).click()
  await seeToast(page, 'Язык создан')

  const language = page.getByRole('row').filter({ hasText: languageName })
  await language.getByText('Включён', { exact: true }).click()
  const disabled = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/enabled'),
  )
  await page
    .getByRole('alertdialog', { name: `Отключить язык «${languageName}»?` })
    .getByRole('button', { name: 'Отключить' })
    .click()
  expect((await disabled).postDataJSON()).toEqual({ enabled: false })
  await seeToast(page, 'Язык отключён')
  await expect(language.getByRole('switch')).not.toBeChecked()
  // The question closed gives the focus back to the switch.
  await expect(language.getByRole('switch')).toBeFocused()
  await page.getByRole('button', { name: `Удалить «${languageName}»` }).click()
  await page
    .getByRole('alertdialog', { name: `Удалить язык «${languageName}»?` })
    .getByRole('button', { name: 'Удалить' })
    .click()
  await seeToast(page, 'Язык удалён')
  await expectNoAxeViolations(page)

  await page.setViewportSize({ width: 1280, height: 720 })
  await inEnglish(page)
  await page.goto('./setting/locales')
  await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible()
  await expectNoAxeViolations(page)
})
