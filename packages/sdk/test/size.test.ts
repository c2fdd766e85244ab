// What each entry costs a product, gzip, with React and React Query left out (the product has
// its own): the client core, the whole root entry (which must not need React Query at all), and
// the query layer.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { type BuildOptions, build } from 'esbuild'
import { describe, expect, it } from 'vitest'

const here = fileURLToPath(new URL('.', import.meta.url))

async function bundle(code: string, options: BuildOptions = {}, resolveDir = here) {
  const result = await build({
    stdin: { contents: code, resolveDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    // The published build, exactly as a product resolves it.
    conditions: ['import'],
    external: ['@tanstack/react-query', 'react'],
    logLevel: 'silent',
    ...options,
  })
  const output = Object.values(result.metafile?.outputs ?? {})[0]
  return {
    gzip: gzipSync(result.outputFiles?.[0]?.contents ?? new Uint8Array()).length,
    imports: output?.imports.map(({ path }) => path) ?? [],
  }
}

describe('entry sizes', () => {
  it('the client core (client, PlatformError, middleware, openapi-fetch) is at most 5 KB', async () => {
    const { gzip } = await bundle(
      "export { createPlatformClient, PlatformError, getProfile } from '@platform/sdk'",
    )
    console.info(`client core: ${gzip} B gzip (budget 5120 B)`)
    expect(gzip).toBeLessThanOrEqual(5 * 1024)
  })

  it('the root entry imports nothing from React Query and is at most 13 KB', async () => {
    const root = readFileSync(`${here}../src/index.ts`, 'utf8')
    const options = { conditions: ['@platform/source', 'import'] }
    const { gzip, imports } = await bundle(root, options, `${here}../src`)
    console.info(`root entry: ${gzip} B gzip (budget 13312 B)`)
    expect(imports).toEqual([])
    expect(gzip).toBeLessThanOrEqual(13 * 1024)
  })

  it('the query entry (every option, key and the operations they call) is at most 13 KB', async () => {
    const { gzip, imports } = await bundle("export * from '@platform/sdk/query'")
    console.info(`query entry: ${gzip} B gzip (budget 13312 B)`)
    expect(new Set(imports)).toEqual(new Set(['@tanstack/react-query']))
    expect(gzip).toBeLessThanOrEqual(13 * 1024)
  })
})
