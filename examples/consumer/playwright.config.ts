import { defineConfig } from '@playwright/test'

const port = Number(process.env.CONSUMER_PORT ?? 4190)

// The built app served by `vite preview`; the platform (the sandbox) runs on another origin,
// started by whoever runs the test (`VITE_PLATFORM_API_URL` at build time points at it).
export default defineConfig({
  testDir: 'e2e',
  reporter: 'line',
  forbidOnly: true,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
  },
})
