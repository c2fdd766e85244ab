import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { generate, listGenerated } from '../scripts/generate.mjs'

it('the committed generated files match a fresh generation from the contract', async () => {
  const fresh = await generate()
  expect(listGenerated().sort(), 'files no generation writes').toEqual(Object.keys(fresh).sort())
  for (const [name, text] of Object.entries(fresh)) {
    const path = fileURLToPath(new URL(`../src/generated/${name}`, import.meta.url))
    expect(readFileSync(path, 'utf8'), `${name} is stale: run npm run gen -w @platform/sdk`).toBe(
      text,
    )
  }
}, 60_000)
