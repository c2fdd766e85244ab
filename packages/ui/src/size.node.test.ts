import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build as bundle } from 'esbuild'
import { build, type Options } from 'tsup'
import { afterAll, beforeAll, expect, it } from 'vitest'
import config from '../tsup.config'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
// The package's tsup config is one options object (defineConfig's type also allows arrays).
const options = config as Options
// What every host brings itself (peer dependencies): not counted in the kit's weight.
const peers = ['react', 'react-dom', 'react/jsx-runtime', '@lingui/core', '@lingui/react']

let workDir = ''

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'ui-size-'))
  // The kit as it is published: the package's own tsup config, into a scratch directory.
  await build({
    ...options,
    outDir: join(workDir, 'dist'),
    dts: false,
    sourcemap: false,
    silent: true,
    tsconfig: join(packageDir, 'tsconfig.json'),
    entry: Object.fromEntries(
      Object.entries(options.entry as Record<string, string>).map(([name, path]) => [
        name,
        join(packageDir, path),
      ]),
    ),
  })
}, 180_000)

afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true })
})

/** Gzipped size of an app whose only code is `source`, bundled and minified as for production. */
async function appSize(name: string, source: string) {
  const entry = join(workDir, `${name}.js`)
  await writeFile(entry, source)
  const result = await bundle({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external: peers,
    nodePaths: [join(packageDir, 'node_modules'), join(packageDir, '../../node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]?.contents ?? new Uint8Array()
  return gzipSync(code).length
}

it('bundles one component without pulling in the whole kit', async () => {
  const kit = join(workDir, 'dist', 'index.js')
  const one = await appSize('one', `import { Button } from '${kit}'\nconsole.log(Button)\n`)
  const all = await appSize('all', `import * as kit from '${kit}'\nconsole.log(kit)\n`)
  console.info(`@platform/ui gzip: Button alone ${one} B, whole kit ${all} B`)
  expect(one).toBeGreaterThan(0)
  expect(one).toBeLessThan(all / 4)
}, 180_000)

it('styles only its own components and the theme variables, unless the reset is imported', async () => {
  const { readFile } = await import('node:fs/promises')
  const css = (await readFile(join(workDir, 'dist', 'index.css'), 'utf8')).replace(
    /\/\*[\s\S]*?\*\//g,
    '',
  )
  const outside: string[] = []
  // Innermost rule blocks: a rule inside @media matches too.
  for (const [, selectorList = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = body
      .split(';')
      .map((declaration) => declaration.trim())
      .filter(Boolean)
    for (const selector of selectorList.split(',').map((part) => part.trim())) {
      // A selector with a class of the kit styles the kit; any other may only set variables.
      // Keyframe steps belong to a kit animation.
      if (selector.includes('.') || /^(from|to|[\d.]+%)$/.test(selector)) continue
      const styled = declarations.filter((declaration) => !declaration.startsWith('--'))
      if (styled.length) outside.push(`${selector} { ${styled.join('; ')} }`)
    }
  }
  expect(outside).toEqual([])
  const reset = await readFile(join(workDir, 'dist', 'reset.css'), 'utf8')
  expect(reset).toContain('box-sizing: border-box')
  expect(reset).toMatch(/body\s*\{\s*margin: 0/)
})
