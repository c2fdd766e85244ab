import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { conditions: ['@platform/source'] },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
})
