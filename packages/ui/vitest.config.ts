import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchOptions } from '../../tools/chromium.mjs'
import { browserConnectTimeout, browserOptimizeDeps } from '../../tools/vite-shared.mjs'

const storybookDir = fileURLToPath(new URL('../../.storybook', import.meta.url))

// A fresh object per project: vitest writes the resolved instances back into it.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
})

/** Every story is rendered and checked by axe once per locale and once per theme. */
const storyVariants = [
  { locale: 'ru', theme: 'light' },
  { locale: 'en', theme: 'dark' },
] as const

export default defineConfig({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    vanillaExtractPlugin(),
  ],
  resolve: { conditions: ['@platform/source', ...defaultClientConditions] },
  optimizeDeps: browserOptimizeDeps,
  // react-stately's virtualizer renders every row when NODE_ENV is 'test' unless VIRT_ON is set
  // (and reads `process`, which browsers lack): tests must see the real, virtualised table.
  define: { 'process.env.VIRT_ON': JSON.stringify('1') },
  test: {
    browser: { connectTimeout: browserConnectTimeout },
    projects: [
      {
        extends: true as const,
        test: { name: 'node', include: ['src/**/*.node.test.ts'], environment: 'node' },
      },
      {
        extends: true as const,
        test: { name: 'components', include: ['src/**/*.test.tsx'], browser: browser() },
      },
      ...storyVariants.map(({ locale, theme }) => ({
        extends: true as const,
        plugins: [storybookTest({ configDir: storybookDir })],
        test: {
          name: `stories ${locale} ${theme}`,
          // Stories render and clean up through Storybook's portable stories and keep no state
          // of their own: one page for all of them halves the time (each file otherwise
          // loads the kit again in a fresh iframe). Component tests stay isolated.
          isolate: false,
          browser: browser(),
          provide: { storyVariant: { locale, theme } },
          setupFiles: [`${storybookDir}/vitest.setup.ts`],
        },
      })),
    ],
  },
})
