import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'

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
