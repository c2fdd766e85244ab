import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    root: 'openapi',
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
