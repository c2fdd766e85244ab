import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect as baseExpect, expectNoAxeViolations, seeToast, test } from './support/fixtures'
import { inEnglish, phoneViewport, signInAs } from './support/signed-in'

// The administration's reading screens: history, monitoring, diagnostics, integration.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ timeout: 90_000 })

/** A calendar day `days` before today, as the address keeps it. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

/** axe on the page as it is (Russian, desktop width). */
async function axeInRussian(page: Page) {
  await expectNoAxeViolations(page)
}

/**
 * The same screen in English at a phone's width (the longer texts in the narrower box): its
 * heading, and axe.
 */
async function inEnglishToo(page: Page, path: string, heading: string) {
  await inEnglish(page)
  await page.setViewportSize(phoneViewport)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused()
  await expectNoAxeViolations(page)
}

test('change history: a range of days in the address, a row expanded to before and after', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const [from, to] = [daysAgo(60), daysAgo(0)]
  const sent = page.waitForRequest(
    (request) =>
      request.url().includes('/setting/history?') &&
      request.url().includes(`dateFrom=${from}`) &&
      request.url().includes(`dateTo=${to}`),
  )
  await page.goto(`./setting/history?dateFrom=${from}&dateTo=${to}`)
  await expect(page.getByRole('heading', { level: 1, name: 'История изменений' })).toBeFocused()
  await sent
  await expect(page.getByRole('status').filter({ hasText: /^Всего: \d+/ })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^Показано \d+ из \d+$/ })).toBeVisible()

  const history = page.getByRole('treegrid', { name: 'История изменений' })
  const first = history.getByRole('row').nth(1)
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  const changes = history.getByRole('table', { name: /^Что изменилось/ })
  await expect(changes.getByRole('columnheader')).toHaveText(['Параметр', 'Было', 'Стало'])
  await first.press('ArrowLeft')
  await expect(first).toHaveAttribute('aria-expanded', 'false')

  await axeInRussian(page)
  await inEnglishToo(page, `./setting/history?dateFrom=${from}`, 'Change history')
})

test('monitoring: an overview, monitoring.xlsx that opens as a workbook, a refresh', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('./setting/monitoring')
  await expect(page.getByRole('heading', { level: 1, name: 'Мониторинг' })).toBeFocused()
  await expect(page.getByRole('region', { name: 'Состояние проверок' })).toContainText(
    /Всего проверок: \d+\. Работают: \d+, не работают: \d+\./,
  )
  const checks = page.getByRole('treegrid', { name: 'Проверки мониторинга' })
  // Sorted by state, descending: a check that is down comes first.
  await expect(checks.getByRole('row').nth(1)).toContainText('Не работает')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Экспорт в Excel' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('monitoring.xlsx')
  const workbook = await readFile(await file.path())
  // An xlsx file is a zip archive (PK\x03\x04) whose parts include a worksheet.
  expect([...workbook.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
  expect(workbook.includes('xl/worksheets/sheet1.xml')).toBe(true)

  await page.getByRole('button', { name: 'Обновить' }).click()
  await seeToast(page, 'Мониторинг обновлён')
  await axeInRussian(page)
  await inEnglishToo(page, './setting/monitoring', 'Monitoring')
})

test('diagnostics: versions against the recommended ones, checked again', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('./setting/diagnostics?status=up')
  await expect(page.getByRole('heading', { level: 1, name: 'Проверка системы' })).toBeFocused()
  const versions = page.getByRole('grid', { name: 'Версии приложений' })
  await expect(versions.getByText(/^Устарела: /).first()).toBeVisible()
  await expect(versions.getByText('Не работает')).toHaveCount(0)
  await page.getByRole('button', { name: 'Проверить снова' }).click()
  await seeToast(page, 'Проверка системы выполнена')
  await axeInRussian(page)
  await inEnglishToo(page, './setting/diagnostics', 'System check')
})

test('integration log: the request of an exchange downloaded', async ({ page }) => {
  await signInAs(page, 'admin')
  await page.goto('./setting/integration-monitoring?status=success')
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал интеграции' })).toBeFocused()
  const download = page.waitForEvent('download')
  await page
    .getByRole('button', { name: /^Скачать запрос: / })
    .first()
    .click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^request-/)
  expect((await readFile(await file.path())).length).toBeGreaterThan(0)
  await axeInRussian(page)
  await inEnglishToo(page, './setting/integration-monitoring', 'Integration log')
})

test('integration synchronisation: a full synchronisation started after a question', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  await page.goto('./setting/integration-synchronization')
  await expect(page.getByRole('heading', { level: 1, name: 'Синхронизация' })).toBeFocused()
  await expect(page.getByRole('rowheader', { name: 'Компании' })).toBeVisible()
  const start = page
    .getByRole('button', { name: /^Запустить полную синхронизацию: / })
    .and(page.locator(':enabled'))
    .first()
  const name = ((await start.getAttribute('aria-label')) ?? '').replace(/^.*: /, '')
  await start.click()
  await page
    .getByRole('alertdialog', { name: `Запустить полную синхронизацию «${name}»?` })
    .getByRole('button', { name: 'Запустить' })
    .click()
  await seeToast(page, 'Полная синхронизация запущена')
  await expect(
    page.getByRole('button', { name: `Запустить полную синхронизацию: ${name}` }),
  ).toBeDisabled()
  await axeInRussian(page)
  await inEnglishToo(page, './setting/integration-synchronization', 'Synchronization')
})
