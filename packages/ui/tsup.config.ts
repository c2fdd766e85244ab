import { readFile } from 'node:fs/promises'
import { transformAsync } from '@babel/core'
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin'
import type { Plugin } from 'esbuild'
import { defineConfig } from 'tsup'

/** Compiles Lingui's macros (`t`, `<Trans>`) before esbuild strips the types. */
const linguiMacro: Plugin = {
  name: 'lingui-macro',
  setup(build) {
    // Go regular expressions have no look-behind: style files are skipped below instead.
    build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async ({ path }) => {
      if (path.endsWith('.css.ts')) return undefined
      const source = await readFile(path, 'utf8')
      if (!source.includes('@lingui/')) return undefined
      const result = await transformAsync(source, {
        filename: path,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      })
      return { contents: result?.code ?? source, loader: path.endsWith('x') ? 'tsx' : 'ts' }
    })
  },
}

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'theme/index': 'src/theme/index.ts',
    'locales/ru': 'src/locales/ru/messages.ts',
    'locales/en': 'src/locales/en/messages.ts',
    reset: 'src/theme/reset.css.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
  esbuildPlugins: [linguiMacro, vanillaExtractPlugin({ identifiers: 'short' })],
})
