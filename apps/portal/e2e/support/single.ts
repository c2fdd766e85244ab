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
  const pressTwice = (element: HTMLElement) => {
    element.click()
    element.click()
  }
  if (before) {
    await before()
    // The person's own step may have sent the form and left the page already (the last digit
    // of a code sends it): the presses then meet no button, and the one call is the step's.
    await button.evaluateAll((elements: HTMLElement[]) => {
      for (const element of elements) {
        element.click()
        element.click()
      }
    })
  } else {
    await button.evaluate(pressTwice)
  }
  await settled()
  page.off('request', count)
  expect(sent, `${call.method} ${call.path}`).toHaveLength(1)
}
