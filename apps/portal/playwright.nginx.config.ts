import { defineConfig } from '@playwright/test'
import base from './playwright.config'

// The CSP tour: the built portal behind Debian's nginx with the production configuration of
// `deploy/nginx`, in front of the sandbox running alone, as a real platform would be.
const port = Number(process.env.E2E_NGINX_PORT ?? 4191)
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4192)
const baseURL = `http://127.0.0.1:${port}/platform/`

export default defineConfig({
  ...base,
  testDir: './e2e-nginx',
  // Its own folder: Playwright empties its output folder first, and the end-to-end step's traces
  // of a failure must still be there when the suite ends.
  outputDir: './test-results/nginx',
  workers: 1,
  timeout: 60_000,
  // The administration pages are the heaviest on a shared machine (as in admin.spec).
  expect: { timeout: 20_000 },
  use: { ...base.use, baseURL },
  webServer: [
    {
      command: 'node ../../packages/sandbox/scripts/serve.mjs',
      url: `http://127.0.0.1:${sandboxPort}/__sandbox/clock`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(sandboxPort) },
    },
    {
      command: 'node e2e-nginx/serve-nginx.mjs',
      url: baseURL,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        E2E_NGINX_PORT: String(port),
        E2E_NGINX_API: `http://127.0.0.1:${sandboxPort}/api/v1`,
      },
    },
  ],
})
