import { playwright } from '@vitest/browser-playwright'
import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchOptions } from '../../tools/chromium.mjs'
import { browserConnectTimeout } from '../../tools/vite-shared.mjs'

// The Node tests share their workers' module cache: each test makes its own state (a sandbox,
// a client, a form), so importing the packages once per worker instead of once per file only
// saves time (measured here: sandbox 25 → 12 s, forms 13 → 6 s, portal 20 → 10 s, sdk 16 → 13 s).
export default defineConfig({
  resolve: { conditions: ['@platform/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@platform/source'] } },
  // Pre-bundled up front so Vite does not reload the page when it finds them mid-test.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-hook-form',
      'vitest-browser-react',
    ],
  },
  test: {
    browser: { connectTimeout: browserConnectTimeout },
    projects: [
      {
        extends: true as const,
        test: {
          name: 'core',
          include: ['src/**/*.test.ts'],
          exclude: ['src/react/**'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true as const,
        test: {
          name: 'react',
          include: ['src/react/**/*.test.tsx'],
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
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/react/**', 'src/testing/**'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
})
