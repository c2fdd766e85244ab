import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defaultClientConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchOptions } from '../../tools/chromium.mjs'

const storybookDir = fileURLToPath(new URL('../../.storybook', import.meta.url))

// A fresh object per project: vitest writes the resolved instances back into it.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions() }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
})

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: ['@platform/source', ...defaultClientConditions] },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-aria-components',
      '@vanilla-extract/recipes/createRuntimeFn',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'components', include: ['src/**/*.test.tsx'], browser: browser() },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: storybookDir })],
        test: { name: 'stories', browser: browser() },
      },
    ],
  },
})
