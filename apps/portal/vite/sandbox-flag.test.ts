import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildsOnSandbox } from './sandbox-flag'

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')

describe('the sandbox in a build', () => {
  it('is on for development and the tests, off for a real platform or when told', () => {
    expect(buildsOnSandbox({})).toBe(true)
    expect(buildsOnSandbox({ PORTAL_SANDBOX: 'on' })).toBe(true)
    expect(buildsOnSandbox({ PORTAL_SANDBOX: 'off' })).toBe(false)
    expect(buildsOnSandbox({ PLATFORM_API_URL: 'https://platform.example.ru/api/v1' })).toBe(false)
  })

  it('is off in the production container, and the build takes the flag from this function', () => {
    expect(read('../../../deploy/Dockerfile')).toMatch(/PORTAL_SANDBOX=off npm run build\b/)
    expect(read('../vite.config.ts')).toMatch(
      /'import\.meta\.env\.PORTAL_SANDBOX': JSON\.stringify\(buildsOnSandbox\(process\.env\)\)/,
    )
  })

  it('is the only way the outbox panel gets into a bundle: its one import is behind the flag', () => {
    const sources = readdirSync(new URL('../src', import.meta.url), { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    const importers = sources.filter((file) => read(`../src/${file}`).includes("'./SandboxOutbox'"))
    expect(importers).toEqual(['shell/DevOutbox.tsx'])
    expect(read('../src/shell/DevOutbox.tsx')).toMatch(
      /import\.meta\.env\.PORTAL_SANDBOX \? lazy\(\(\) => import\('\.\/SandboxOutbox'\)\) : null/,
    )
  })
})
