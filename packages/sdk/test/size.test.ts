// Size budget of the client core: what a product pays to call the platform without React.
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { expect, it } from 'vitest'

const budget = 5 * 1024

async function gzippedBundle(code: string): Promise<number> {
  const result = await build({
    stdin: { contents: code, resolveDir: new URL('.', import.meta.url).pathname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    // The published build, exactly as a product resolves it.
    conditions: ['import'],
    external: ['@tanstack/react-query', 'react'],
    logLevel: 'silent',
  })
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array()).length
}

it(`the client core (client, PlatformError, middleware, openapi-fetch) is at most ${budget} B gzip`, async () => {
  const size = await gzippedBundle(
    "export { createPlatformClient, PlatformError, getProfile } from '@platform/sdk'",
  )
  console.info(`client core: ${size} B gzip (budget ${budget} B)`)
  expect(size).toBeLessThanOrEqual(budget)
})
