import type { Locator, Page, Request } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Clicks `button` twice in one task (faster than any person), waits for what the answer shows
 * (`settled`), and expects exactly one `method` call whose API path matches `path`.
 */
export async function expectOneCall(
  page: Page,
  button: Locator,
  call: { method: string; path: RegExp },
  settled: () => Promise<void>,
  /** What the person does just before the clicks (counted too). */
  before?: () => Promise<void>,
) {
  const sent: string[] = []
  const count = (request: Request) => {
    const url = new URL(request.url())
    if (request.method() === call.method && call.path.test(url.pathname)) sent.push(url.pathname)
  }
  page.on('request', count)
  await before?.()
  await button.evaluate((element: HTMLElement) => {
    element.click()
    element.click()
  })
  await settled()
  page.off('request', count)
  expect(sent, `${call.method} ${call.path}`).toHaveLength(1)
}
