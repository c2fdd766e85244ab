import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@platform/source'] },
  ssr: { resolve: { conditions: ['@platform/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts', 'test/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
  },
})
