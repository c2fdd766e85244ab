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
    // A failed test keeps its trace: every action with the page's DOM before and after it, the
    // network and the console. Not the screencast: encoding every frame of every test as a
    // picture cost the two cores about a sixth of the step (416 s with it, 346 s without).
    trace: { mode: 'retain-on-failure', screenshots: false },
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
