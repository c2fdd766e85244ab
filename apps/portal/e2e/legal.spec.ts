import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, openPage, signInThroughApi, test } from './support/fixtures'
import { apiSession } from './support/visitor'

test.use({ locale: 'ru-RU' })

const hostileHtml = `<h1>Hostile HTML</h1>
<p>Before the payloads.</p>
<script>window.__xss = 'script'; alert('script')</script>
<img src=x onerror="window.__xss = 'img'; alert('img')">
<a href="javascript:alert('link')">javascript link</a>
<a href="JaVaScRiPt:alert('mixed')">mixed case link</a>
<a href="  javascript:alert('spaced')">spaced link</a>
<a href="https://example.ru/terms">a safe link</a>
<p onclick="alert('click')" onmouseover="alert('hover')">Click this paragraph</p>
<svg onload="alert('svg')"><circle r="4"></circle></svg>
<iframe src="javascript:alert('iframe')"></iframe>
<iframe srcdoc="<script>parent.alert('srcdoc')</script>"></iframe>
<object data="javascript:alert('object')"></object>
<form action="javascript:alert('form')"><button>Send</button></form>
<details open ontoggle="alert('toggle')"><summary>More</summary>details</details>
<math><mtext><table><mglyph><style><img src=x onerror=alert('mxss')></style></mglyph></table></mtext></math>
<style>body { display: none }</style>
<p>After the payloads.</p>`

const hostileMarkdown = `# Hostile Markdown

Before the payloads.

[javascript link](javascript:alert('md-link'))

![picture](x" onerror="alert('md-img'))

<img src=x onerror="window.__xss = 'raw-img'; alert('raw-img')">

<script>window.__xss = 'raw-script'; alert('raw-script')</script>

<a href="javascript:alert('raw-link')">raw link</a>

[a safe link](https://example.ru/terms)

![Tracking pixel](https://tracker.example/pixel.gif?reader=1)

After the payloads.`

/** Creates an enabled document in Russian through the administration API; answers its code. */
async function createDocument(
  playwright: Parameters<typeof apiSession>[0],
  baseURL: string | undefined,
  format: 'md' | 'html',
  content: string,
): Promise<string> {
  const admin = await apiSession(playwright, baseURL, 'admin')
  const { locales } = (await (await admin.get('/api/v1/platform/setting/locales')).json()) as {
    locales: { id: string; code: string }[]
  }
  const ru = locales.find((locale) => locale.code === 'ru')
  const code = `xss-${format}-${Date.now()}`
  const answer = await admin.post('/api/v1/platform/setting/documents', {
    data: {
      enabled: true,
      code,
      name: `Hostile ${format}`,
      type: 'document',
      adminVisible: false,
      format,
      locales: [
        { localeId: ru?.id, name: `Враждебный документ ${format}`, linkName: null, content },
      ],
    },
  })
  expect(answer.status()).toBe(201)
  await admin.dispose()
  return code
}

/** Opens the document, pokes every payload and checks that nothing ran. */
async function expectHarmless(page: Page, code: string, format: 'md' | 'html') {
  const dialogs: string[] = []
  const remote: string[] = []
  const portal = new URL(test.info().project.use.baseURL ?? '').origin
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== portal) remote.push(request.url())
  })
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await openPage(page, `./law/${code}`)
  const article = page.getByRole('article')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Враждебный документ ${format}`)
  await expect(article.getByText('After the payloads.')).toBeVisible()

  for (const name of ['javascript link', 'raw link', 'mixed case link', 'spaced link']) {
    const link = article.getByText(name, { exact: true })
    if ((await link.count()) > 0) await link.click()
  }
  const paragraph = article.getByText('Click this paragraph')
  if ((await paragraph.count()) > 0) {
    await paragraph.hover()
    await paragraph.click()
  }
  await page.waitForTimeout(500)

  expect(dialogs).toEqual([])
  expect(remote, 'requests to other sites').toEqual([])
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined()
  await expect(page).toHaveURL(new RegExp(`/platform/law/${code}$`))
  await expect(page.locator('body')).toBeVisible()
  await expect(
    article.locator('script, style, iframe, object, embed, form, svg, math, [srcdoc]'),
  ).toHaveCount(0)
  const handlers = await article.evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .filter((attribute) => attribute.name.startsWith('on'))
        .map((a) => a.name),
    ),
  )
  expect(handlers).toEqual([])
  const hrefs = await article
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual(['https://example.ru/terms'])
  await expect(article.getByRole('link', { name: 'a safe link' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  )
}

test.describe('hostile legal documents never execute', () => {
  test('in HTML', async ({ page, playwright, baseURL }) => {
    const code = await createDocument(playwright, baseURL, 'html', hostileHtml)
    await expectHarmless(page, code, 'html')
    // The document's own h1 sits under the page's: one h1 per page.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 2, name: 'Hostile HTML' })).toBeVisible()
  })

  test('in Markdown', async ({ page, playwright, baseURL }) => {
    const code = await createDocument(playwright, baseURL, 'md', hostileMarkdown)
    await expectHarmless(page, code, 'md')
    await expect(page.getByRole('heading', { level: 2, name: 'Hostile Markdown' })).toBeVisible()
    // The remote picture is gone, its description stays.
    await expect(page.getByRole('article').getByText('Tracking pixel')).toBeVisible()
    await expect(page.getByRole('article').locator('img[src*="tracker"]')).toHaveCount(0)
  })
})

test('the headings of a document continue the page outline without gaps', async ({
  page,
  playwright,
  baseURL,
}) => {
  const content = '#### Terms\n\nText.\n\n###### Details\n\nMore.\n\n## Contacts\n\nEnd.'
  const code = await createDocument(playwright, baseURL, 'md', content)
  await openPage(page, `./law/${code}`)
  const article = page.getByRole('article')
  await expect(article.getByRole('heading', { level: 2, name: 'Terms' })).toBeVisible()
  await expect(article.getByRole('heading', { level: 3, name: 'Details' })).toBeVisible()
  await expect(article.getByRole('heading', { level: 2, name: 'Contacts' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a document that does not load sends the person to /', async ({ page }) => {
  await page.goto('./law/no-such-document')
  await expect(page).toHaveURL(/\/platform\/login$/)
})

test.describe('the legal-documents page in the interface language', () => {
  test('Russian', async ({ page }) => {
    await openPage(page, './law/personal-data')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Согласие на обработку персональных данных',
    )
    await expectNoAxeViolations(page)
  })

  test.describe('English', () => {
    test.use({ locale: 'en-US' })

    test('shows the English text, or the Russian one marked as such', async ({
      page,
      playwright,
      baseURL,
    }) => {
      await openPage(page, './law/personal-data')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('article')).not.toHaveAttribute('lang', 'ru')
      await expectNoAxeViolations(page)

      const code = await createDocument(playwright, baseURL, 'md', '# Только по-русски\n\nТекст.')
      await openPage(page, `./law/${code}`)
      await expect(page.getByRole('article')).toHaveAttribute('lang', 'ru')
      await expect(page.getByText('Текст.')).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
})

// Where signing in leads is sign-in.spec.ts's concern: here the session comes from the API.
test.describe('the services page', () => {
  test('lists the services and marks the one the back link came from', async ({ page }) => {
    await signInThroughApi(page.request, 'admin')
    await openPage(page, './apps')
    const cards = page.getByRole('main').getByRole('listitem').getByRole('link')
    await expect(cards.nth(1)).toBeVisible()
    const first = (await cards.first().getAttribute('href')) ?? ''
    await page.goto(`./apps?ref=${encodeURIComponent(`${first}/some/page`)}`)
    await expect(page.locator('main a[aria-current="true"]')).toHaveAttribute('href', first)
    await expect(page.getByRole('link', { name: /^Вернуться в «.+»$/ })).toHaveAttribute(
      'href',
      `${first}/some/page`,
    )
    await expectNoAxeViolations(page)

    // A back link to another site is ignored (no open redirect).
    await page.goto(`./apps?ref=${encodeURIComponent('https://evil.example.com/')}`)
    await expect(page.locator('main a[aria-current]')).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Вернуться в/ })).toHaveCount(0)
  })

  test('in English', async ({ page }) => {
    // ldap's own language setting is English.
    await signInThroughApi(page.request, 'ldap')
    await openPage(page, './apps')
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('without services: an empty state', async ({ page }) => {
    await signInThroughApi(page.request, 'limited')
    await openPage(page, './apps')
    await expect(page.getByRole('heading', { name: 'Доступных сервисов пока нет' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Перейти в профиль' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('without services, in English', async ({ page }) => {
    await signInThroughApi(page.request, 'ldap')
    // No demo account without services speaks English: take ldap's services away.
    await page.route('**/api/v1/platform/ui/services/menu', (route) =>
      route.fulfill({ json: { services: [] } }),
    )
    await openPage(page, './apps')
    await expect(page.getByRole('heading', { name: 'No services available yet' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('the help-service page', () => {
  for (const locale of ['ru-RU', 'en-US']) {
    test.describe(locale, () => {
      test.use({ locale })

      test('shows the public card of a service', async ({ page }) => {
        await openPage(page, './help/hr')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/)
        const main = page.getByRole('main')
        await expect(
          main.getByRole('link', { name: /Перейти в сервис|Go to the service/ }),
        ).toHaveAttribute('href', /^https:\/\//)
        await expect(main.getByRole('link', { name: /^(Справка|Help) / })).toHaveAttribute(
          'target',
          '_blank',
        )
        await expectNoAxeViolations(page)
      })
    })
  }

  test('an unknown service is the 404 page', async ({ page }) => {
    await page.goto('./help/nosuchservice')
    await expect(page).toHaveURL(/\/platform\/404$/)
  })
})
