import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/**
 * `npm run bench:history`: the change history screen with 10,000 rows, measured in the built
 * portal and printed, not asserted against a time. Not part of `npm test`.
 */
export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '*.bench.ts',
  workers: 1,
  timeout: 300_000,
  expect: { timeout: 60_000 },
})
