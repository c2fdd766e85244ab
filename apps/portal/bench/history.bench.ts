import { loadavg } from 'node:os'
import type { ChangeHistoryList, ChangeHistoryRow } from '@platform/sdk'
import { expect, test } from '../e2e/support/fixtures'
import { signInAs } from '../e2e/support/signed-in'
import { longest, ms, traceTasks } from './trace'

// The change history screen holding 10,000 rows: the platform's answers are made up here, page
// by page, so the screen, the kit's Table and the browser are what is measured.

const total = 10_000
const pageSize = 1000

function historyRow(index: number): ChangeHistoryRow {
  const number = index + 1
  return {
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    date: new Date(Date.UTC(2026, 10, 21) - index * 60_000).toISOString(),
    ip: `10.0.${Math.floor(index / 250)}.${index % 250}`,
    changer: { id: 'e29ba3c4-d5e6-47f8-82a3-7e8f9a0b1c29', fio: 'Иванов Иван Иванович' },
    type: index % 3 === 0 ? 'create' : 'update',
    entity: 'domains',
    subtype: null,
    entityId: `domain-${number}`,
    entityTitle: `Запись ${number}`,
    changes: [
      { param: 'comment', before: `Комментарий ${number}`, after: `Комментарий ${number} (изм.)` },
      { param: 'enabled', before: 'false', after: 'true' },
    ],
  }
}

const rowShowing = (title: string) => `[role="row"]:has-text("${title}")`

test('prints the change history screen at 10,000 rows: first render, loads, scroll, DOM rows', async ({
  page,
}) => {
  await page.route('**/api/v1/platform/users/settings', async (route) => {
    if (route.request().method() !== 'GET') return route.continue()
    const response = await route.fetch()
    await route.fulfill({ response, json: { ...(await response.json()), pagination: pageSize } })
  })
  await page.route('**/api/v1/platform/setting/history?*', async (route) => {
    const asked = Number(new URL(route.request().url()).searchParams.get('page') ?? 1)
    const from = (asked - 1) * pageSize
    const body: ChangeHistoryList = {
      history: Array.from({ length: Math.max(0, Math.min(pageSize, total - from)) }, (_, offset) =>
        historyRow(from + offset),
      ),
      meta: { page: asked, limit: pageSize, total, sortBy: 'date', sort: 'desc' },
    }
    await route.fulfill({ json: body })
  })
  await signInAs(page, 'admin')
  const history = page.getByRole('treegrid', { name: 'История изменений' })
  const shown = page.getByRole('status').filter({ hasText: /^Показано/ })

  let firstScreen = 0
  const firstTasks = await traceTasks(page, async () => {
    await page.goto('./setting/history')
    const answered = page.waitForResponse((response) =>
      response.url().includes('/setting/history?'),
    )
    await answered
    const start = Date.now()
    await history.locator(rowShowing('Запись 1')).first().waitFor()
    firstScreen = Date.now() - start
  })

  // The person scrolls to the end of the rows; the next page comes by itself.
  const loads: number[] = []
  const loadTasks = await traceTasks(page, async () => {
    let loaded = pageSize
    while (loaded < total) {
      const start = Date.now()
      // Scrolling on, as a person would while the rows just received are still being built.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
          return shown.textContent()
        })
        .not.toBe(`Показано ${loaded} из ${total}`)
      loaded = Number((await shown.textContent())?.match(/\d+/)?.[0])
      loads.push(Date.now() - start)
    }
  })

  let scroll = 0
  let domRows = await history.getByRole('row').count()
  const scrollTasks = await traceTasks(page, async () => {
    for (const [fraction, title] of [
      [0.5, 'Запись 5000'],
      [1, `Запись ${total}`],
    ] as const) {
      const start = Date.now()
      await page.evaluate((to) => window.scrollTo(0, document.body.scrollHeight * to), fraction)
      await history.locator(rowShowing(title)).first().waitFor()
      scroll = Math.max(scroll, Date.now() - start)
      domRows = Math.max(domRows, await history.getByRole('row').count())
    }
  })

  const last = history.locator(rowShowing(`Запись ${total}`)).first()
  const expandStart = Date.now()
  await last.click()
  await history.getByRole('table', { name: `Что изменилось: Запись ${total}` }).waitFor()
  const expand = Date.now() - expandStart

  const first = longest(firstTasks)
  const load = longest(loadTasks)
  const scrolled = longest(scrollTasks)
  const lines = [
    `Change history benchmark, ${total} rows in pages of ${pageSize} (load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')})`,
    `first screen after the first answer: ${ms(firstScreen)}; longest task ${ms(first.wall)} wall / ${ms(first.cpu)} cpu`,
    `each next page, scrolled to: median ${ms([...loads].sort((a, b) => a - b)[Math.floor(loads.length / 2)] ?? 0)}; longest task ${ms(load.wall)} wall / ${ms(load.cpu)} cpu`,
    `scroll jump to the middle, then the end: ${ms(scroll)}; longest task ${ms(scrolled.wall)} wall / ${ms(scrolled.cpu)} cpu`,
    `expanding the last row: ${ms(expand)}`,
    `rows in the DOM at most: ${domRows}`,
  ]
  // biome-ignore lint/suspicious/noConsole: a benchmark prints its figures
  console.log(lines.join('\n'))
  // Virtualisation, not speed: the DOM holds a window of the rows, whatever the machine.
  expect(domRows).toBeLessThan(200)
})
