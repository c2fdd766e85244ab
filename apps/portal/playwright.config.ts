import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from '../../tools/chromium.mjs'

const port = Number(process.env.E2E_PORT ?? 4179)
const baseURL = `http://127.0.0.1:${port}/platform/`
// `npm test` builds the portal once, through turbo's cached `build`, for the size check and
// these tests (E2E_PREBUILT=1); run on their own, the tests build it first.
const build = process.env.E2E_PREBUILT === '1' ? '' : 'vite build --logLevel warn && '

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // The workers share one sandbox: tests use their own data and never reset it. Three on two
  // cores: a test mostly waits for the page (about 0.7 of a core for two workers), so a third
  // worker fills the idle time; E2E_WORKERS picks another number.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    // A failed test keeps its trace: every action with its call log, the network and the
    // console, and (in error-context.md) the page's accessibility tree where it failed. Not the
    // screencast: encoding every frame as a picture cost the two cores about a sixth of the
    // step (416 s with it, 346 s without). Not the page's DOM before and after every action
    // unless E2E_TRACE_DOM=1: copying it cost about 6 % of the tests' time and 14 % of the
    // runner's CPU (43 tests: 296–302 test-seconds with it, 281 without).
    trace: {
      mode: 'retain-on-failure',
      screenshots: false,
      snapshots: process.env.E2E_TRACE_DOM === '1',
    },
    // No test watches an animation; spinners and skeletons that keep painting cost the two
    // cores' CPU the other workers need (the kit honours the setting).
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `${build}vite preview --port ${port}`,
    url: baseURL,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port) },
  },
})
