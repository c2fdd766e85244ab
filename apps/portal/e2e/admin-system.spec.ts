import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect as baseExpect, expectNoAxeViolations, seeToast, test } from './support/fixtures'
import { api, apiGet, inEnglish, phoneViewport, signInAs } from './support/signed-in'

// The License and About the system screens. The license is one for the whole sandbox: these
// tests run one after the other, and the first puts the installed key back whatever happens.

const expect = baseExpect.configure({ timeout: 20_000 })
test.describe.configure({ mode: 'serial', timeout: 120_000 })

interface InstalledLicense {
  form: { key: string | null; domain: string | null }
}

const versionOf = (path: string) =>
  (JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { version: string }).version

async function reinstall(page: Page, form: InstalledLicense['form']) {
  const response = await page.request.post(`${api}/setting/license`, { data: form })
  expect(response.status(), 'putting the license back').toBe(204)
}

test('license: deleted after confirmation, a key checked with errors, then saved', async ({
  page,
}) => {
  await signInAs(page, 'admin')
  const { form: installed } = await apiGet<InstalledLicense>(page, '/setting/license')
  try {
    await page.goto('./setting/license')
    await expect(page.getByRole('heading', { level: 1, name: 'Лицензия' })).toBeFocused()
    await expect(page.getByText('Стандартный режим')).toBeVisible()
    await expect(page.getByText(/^\d[\d\s]* из 5\s000 за последние 15 минут$/)).toBeVisible()
    const key = page.getByRole('textbox', { name: 'Ключ', exact: true })
    const domain = page.getByRole('textbox', { name: 'Адрес платформы' })
    await expect(key).toHaveValue(installed.key ?? '')

    await page.getByRole('button', { name: 'Удалить лицензию' }).click()
    const ask = page.getByRole('alertdialog', { name: 'Удалить лицензию?' })
    await expectNoAxeViolations(page)
    await ask.getByRole('button', { name: 'Удалить' }).click()
    await seeToast(page, 'Лицензия удалена')
    await expect(page.getByText('Лицензия не установлена')).toBeVisible()
    await expect(key).toBeFocused()
    await expect(page.getByRole('button', { name: 'Удалить лицензию' })).toHaveCount(0)

    // The form's own rule first, then the license server's refusal, each on its field.
    await key.fill('PLT-0000-0000-0000-0000')
    await domain.fill('id.example')
    await page.getByRole('button', { name: 'Проверить ключ' }).click()
    await expect(domain).toHaveAttribute('aria-invalid', 'true')
    await expect(domain).toBeFocused()
    await domain.fill(installed.domain ?? '')
    await page.getByRole('button', { name: 'Проверить ключ' }).click()
    await expect(key).toHaveAttribute('aria-invalid', 'true')
    await expect(key).toBeFocused()

    await key.fill(installed.key ?? '')
    await page.getByRole('button', { name: 'Проверить ключ' }).click()
    await seeToast(page, 'Ключ проверен')
    await expect(page.getByRole('heading', { level: 2, name: 'Проверенный ключ' })).toBeVisible()
    await expect(page.getByText('Поддержка действует')).toBeVisible()

    // Leaving with the key typed but not saved asks first.
    await page
      .getByRole('navigation', { name: 'Администрирование' })
      .getByRole('link', { name: 'О системе', exact: true })
      .click()
    await page
      .getByRole('alertdialog', { name: 'Уйти без сохранения?' })
      .getByRole('button', { name: 'Остаться' })
      .click()

    let saves = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/setting/license')) saves += 1
    })
    await page.getByRole('button', { name: 'Сохранить' }).dblclick()
    await seeToast(page, 'Лицензия сохранена')
    expect(saves).toBe(1)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Установленная лицензия' }),
    ).toBeVisible()
    await expect(
      page.getByRole('definition').filter({ hasText: 'АО «Цифровые решения»' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
    await page.setViewportSize(phoneViewport)
    await expectNoAxeViolations(page)
  } finally {
    await reinstall(page, installed)
  }
})

test('about the system in English: versions, API address, project and license', async ({
  page,
  baseURL,
}) => {
  await inEnglish(page)
  await signInAs(page, 'admin')
  await page.goto('./setting/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About the system' })).toBeFocused()
  const facts = page.getByRole('definition')
  await expect(page.getByRole('term').filter({ hasText: 'Portal version' })).toBeVisible()
  await expect(facts.filter({ hasText: versionOf('../package.json') }).first()).toBeVisible()
  for (const name of ['sdk', 'forms', 'ui']) {
    const version = versionOf(`../../../packages/${name}/package.json`)
    const term = page.getByRole('term').filter({ hasText: `Package @platform/${name}` })
    await expect(term).toBeVisible()
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(version)
  }
  await expect(facts.filter({ hasText: new URL('/api/v1', baseURL).href })).toBeVisible()
  await expect(page.getByText('Standard mode')).toBeVisible()
  const docs = page.getByRole('region', { name: 'Documentation' })
  await expect(docs.getByRole('link', { name: 'Public documentation' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'License key and details' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'License' })).toBeFocused()
  await expect(page.getByRole('button', { name: 'Check the key' })).toBeVisible()
  await page.setViewportSize(phoneViewport)
  await expectNoAxeViolations(page)
})
