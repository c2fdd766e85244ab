import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin'
import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts', 'theme/index': 'src/theme/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // One JS file per source module, so a bundler keeps only the components a product imports.
  bundle: true,
  splitting: true,
  treeshake: true,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
})
