import { readFile } from 'node:fs/promises'
import type { Locator, Page, Request } from '@playwright/test'
import { expect } from './fixtures'

/** Helpers of the administration screens. */

/** A code of Latin letters only, new for each run. */
export function latinCode(prefix: string): string {
  const letters = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.replace(/\d/g, (digit) =>
    String.fromCharCode(97 + Number(digit)),
  )
  return `${prefix}${letters}`
}

/** Presses the list's CSV export and reads the file it downloads. */
export async function exportCsv(page: Page, name = /Экспорт в CSV|Export to CSV/): Promise<string> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name }).click()
  return readFile(await (await download).path(), 'utf8')
}

/**
 * Moves a row of a reorderable list from the keyboard: focus on the row, ArrowRight to its
 * handle, Enter to pick it up, `key` `steps` times (the first ArrowUp lands just below the row
 * above, which is where it already is), Enter to drop.
 */
export async function moveByKeyboard(
  page: Page,
  row: Locator,
  key: 'ArrowUp' | 'ArrowDown',
  steps: number,
): Promise<void> {
  await row.click({ position: { x: 4, y: 4 } })
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  // Each key waits for the place it offers, as a person hears it before pressing the next:
  // react-aria moves the focus to that place, and an Enter pressed 17 ms after an ArrowUp on
  // a busy machine was once lost (the drag stayed open).
  await expect.poll(() => focusedName(page)).toMatch(/^(Вставить|Insert)/)
  for (let step = 0; step < steps; step++) {
    const before = await focusedName(page)
    await page.keyboard.press(key)
    await expect.poll(() => focusedName(page)).not.toBe(before)
  }
  await page.keyboard.press('Enter')
}

/** The name of what has the keyboard's focus: during a drag, the place a drop would go. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
}

/**
 * Reorders the last row of `list` (called `name`) from the keyboard: dropped where it was,
 * nothing is sent; one place up, the new order is. Answers the body of the `method` call (a
 * PATCH unless said) to `path`.
 */
export async function reorderLastByKeyboard(
  page: Page,
  list: Locator,
  name: string,
  path: string,
  method = 'PATCH',
): Promise<unknown> {
  const row = list.getByRole('row').filter({ hasText: name })
  let patches = 0
  const count = (request: Request) => {
    if (request.method() === method) patches += 1
  }
  page.on('request', count)
  await moveByKeyboard(page, row, 'ArrowUp', 1)
  const rows = await list.getByRole('row').count()
  await expect(page.getByText(`${name}: новая позиция ${rows} из ${rows}`)).toBeAttached()
  expect(patches).toBe(0)
  page.off('request', count)
  const saved = page.waitForRequest(
    (request) => request.method() === method && request.url().endsWith(path),
  )
  await moveByKeyboard(page, row, 'ArrowUp', 2)
  return (await saved).postDataJSON()
}

/**
 * Types into the platform settings' «История изменений» a number of days other than the one
 * it shows (the same number would leave nothing to save), and returns it.
 */
export async function retypeHistoryRetention(page: Page): Promise<number> {
  const history = page.getByRole('textbox', { name: 'История изменений', exact: true })
  const shown = Number.parseInt(await history.inputValue(), 10)
  const days = shown >= 60 && shown < 359 ? shown + 1 : 60
  await history.fill(String(days))
  await history.blur()
  return days
}

/**
 * No two buttons of the grid overlap: a row is one line high, so a cell whose buttons wrap
 * lays them over the next row's (a narrow screen scrolls the table sideways instead).
 */
export async function expectButtonsApart(grid: Locator): Promise<void> {
  await expect(grid.getByRole('row').nth(1)).toBeVisible()
  const overlapping = await grid.evaluate((element) => {
    const buttons = [...element.querySelectorAll('button')].map((button) => ({
      name: button.getAttribute('aria-label') ?? button.textContent ?? '',
      box: button.getBoundingClientRect(),
    }))
    return buttons.flatMap((one, index) =>
      buttons
        .slice(index + 1)
        .filter(
          ({ box }) =>
            Math.min(one.box.right, box.right) - Math.max(one.box.left, box.left) > 1 &&
            Math.min(one.box.bottom, box.bottom) - Math.max(one.box.top, box.top) > 1,
        )
        .map((other) => `${one.name} / ${other.name}`),
    )
  })
  expect(overlapping).toEqual([])
}
