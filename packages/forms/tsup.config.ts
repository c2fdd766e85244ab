import { defineConfig } from 'tsup'
import { declarationEntries } from '../../tools/declarations.mjs'

const entry = { index: 'src/index.ts', 'react/index': 'src/react/index.ts' }

export default defineConfig({
  entry,
  format: ['esm'],
  // Bundles the declarations TypeScript 7 wrote first (tools/declarations.mjs).
  dts: { entry: declarationEntries(entry) },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
})
