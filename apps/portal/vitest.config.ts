import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchOptions } from '../../tools/chromium.mjs'
import { browserConnectTimeout, browserOptimizeDeps } from '../../tools/vite-shared.mjs'

// Tests run in Node (vitest's SSR side), so the source condition is needed there too:
// otherwise our packages would load from a dist that may be stale or missing.
const conditions = ['@platform/source']

// The Node tests share their workers' module cache: each test makes its own state (a sandbox,
// a client, a form), so importing the packages once per worker instead of once per file only
// saves time (measured here: sandbox 25 → 12 s, forms 13 → 6 s, portal 20 → 10 s, sdk 16 → 13 s).
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    browser: { connectTimeout: browserConnectTimeout },
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'vite/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // The few behaviours that belong to the portal's own shared hooks and need a browser
        // (a form, clicks, focus): the kit's parts are tested in their packages.
        extends: true as const,
        plugins: [
          react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
          vanillaExtractPlugin(),
        ],
        resolve: { conditions: [...conditions, ...defaultClientConditions] },
        optimizeDeps: {
          include: [...browserOptimizeDeps.include, 'react-hook-form', 'vitest-browser-react'],
        },
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions() }),
            instances: [{ browser: 'chromium' as const }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
})
