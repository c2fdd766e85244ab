import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { generate } from '../scripts/generate.mjs'

it('the committed generated files match a fresh generation from the contract', async () => {
  const fresh = await generate()
  for (const [name, text] of Object.entries(fresh)) {
    const path = fileURLToPath(new URL(`../src/generated/${name}`, import.meta.url))
    expect(readFileSync(path, 'utf8'), `${name} is stale: run npm run gen -w @platform/sdk`).toBe(
      text,
    )
  }
  const areas = readdirSync(new URL('../src/generated/operations/', import.meta.url))
  expect(
    areas.map((file) => `operations/${file}`).filter((name) => !(name in fresh)),
    'area files no operation names any more: run npm run gen -w @platform/sdk',
  ).toEqual([])
}, 60_000)
