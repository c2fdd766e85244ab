import { loadavg } from 'node:os'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, mergeConfig } from 'vitest/config'
import { chromiumLaunchOptions } from '../../tools/chromium.mjs'
import base from './vitest.config'

/**
 * `npm run bench`: the Table's first render and scroll in Chromium, with React's production
 * build (what people get), printed rather than asserted. Not part of `npm test`.
 */
export default mergeConfig(
  { ...base, test: {} },
  defineConfig({
    mode: 'production',
    // A cache of its own: dependencies are bundled for production here, for tests elsewhere.
    cacheDir: 'node_modules/.vite-bench',
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __BENCH_LOAD_AVERAGE__: JSON.stringify(
        loadavg()
          .map((value) => value.toFixed(1))
          .join(' '),
      ),
    },
    test: {
      include: ['bench/**/*.bench.test.tsx'],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        instances: [{ browser: 'chromium' }],
        screenshotFailures: false,
      },
    },
  }),
)
