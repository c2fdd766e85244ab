import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts', 'node/index': 'src/node/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
})
