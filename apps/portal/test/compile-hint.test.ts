// The build's compile hint (vite/chunks.ts): the first load's two chunks start with it, so that
// Chromium compiles their functions while they download; no other chunk has it, as a lazy
// chunk's functions mostly do not run when it loads.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { readBuild } from '../../../tools/first-load.mjs'
import { compileHint } from '../vite/chunks'

it('is the first line of the entry and the framework, and in no other chunk', () => {
  const build = readBuild()
  const code = (file: string) => readFileSync(join(build.dist, file), 'utf8')
  const entry = build.manifest['index.html']
  expect(entry?.isEntry).toBe(true)
  const framework = (entry?.imports ?? []).filter((key) =>
    /^_?framework-/.test(build.manifest[key]?.file.replace('assets/', '') ?? ''),
  )
  expect(framework).toHaveLength(1)
  const hinted = [entry?.file, ...framework.map((key) => build.manifest[key]?.file)]
  for (const file of hinted) {
    expect(code(file as string).split('\n', 1)[0], file).toBe(compileHint)
  }
  const others = Object.values(build.manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && !hinted.includes(file))
  expect(others.length).toBeGreaterThan(20)
  expect(others.filter((file) => code(file).includes(compileHint))).toEqual([])
})
