import { defineConfig } from 'vitest/config'

// Tests run in Node (vitest's SSR side), so the source condition is needed there too:
// otherwise our packages would load from a dist that may be stale or missing.
const conditions = ['@platform/source']

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'vite/**/*.test.ts'],
    environment: 'node',
  },
})
