import { readFile } from 'node:fs/promises'
import { dirname, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { transformAsync } from '@babel/core'
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin'
import type { Plugin } from 'esbuild'
import { defineConfig } from 'tsup'
import { declarationEntries } from '../../tools/declarations.mjs'

const runtime = fileURLToPath(new URL('./src/i18n/runtime', import.meta.url))

/**
 * Compiles Lingui's macros (`t`, `<Trans>`) before esbuild strips the types, and points the
 * compiled `useLingui` at the kit's runtime, so the published kit speaks without a host
 * `I18nProvider` and falls back to its own texts when the host's catalog lacks them.
 */
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
      let contents = result?.code ?? source
      if (!path.startsWith(runtime)) {
        const specifier = relative(dirname(path), runtime)
        contents = contents.replaceAll(
          'from "@lingui/react"',
          `from "${specifier.startsWith('.') ? specifier : `./${specifier}`}"`,
        )
      }
      return { contents, loader: path.endsWith('x') ? 'tsx' : 'ts' }
    })
  },
}

const entry = {
  index: 'src/index.ts',
  'theme/index': 'src/theme/index.ts',
  'locales/ru': 'src/locales/ru/messages.ts',
  'locales/en': 'src/locales/en/messages.ts',
  themes: 'src/theme/themes.css.ts',
  reset: 'src/theme/reset.css.ts',
}

export default defineConfig({
  entry,
  format: ['esm'],
  // Bundles the declarations TypeScript 7 wrote first (tools/declarations.mjs).
  dts: { entry: declarationEntries(entry) },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  splitting: true,
  treeshake: true,
  esbuildPlugins: [linguiMacro, vanillaExtractPlugin({ identifiers: 'short' })],
})
