import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { packageOf, undeclaredImports } from './package-imports.mjs'

describe('packageOf', () => {
  it('names the package of a bare specifier, nothing for paths and built-ins', () => {
    expect(packageOf('@tanstack/query-core')).toBe('@tanstack/query-core')
    expect(packageOf('react/jsx-runtime')).toBe('react')
    expect(packageOf('./chunk.js')).toBeUndefined()
    expect(packageOf('node:fs')).toBeUndefined()
    expect(packageOf('fs')).toBeUndefined()
  })
})

describe('undeclaredImports', () => {
  let dir = ''
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('finds a package the built files import that package.json does not name', async () => {
    dir = await mkdtemp(join(tmpdir(), 'package-imports-'))
    await mkdir(join(dir, 'dist/query'), { recursive: true })
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({
        name: '@platform/sdk',
        dependencies: { 'openapi-fetch': '0.17.0' },
        peerDependencies: { '@tanstack/react-query': '^5' },
      }),
    )
    await writeFile(
      join(dir, 'dist/index.js'),
      "import createClient from 'openapi-fetch'\nexport * from './query/index.js'\n",
    )
    await writeFile(
      join(dir, 'dist/query/index.d.ts'),
      "import * as core from '@tanstack/query-core';\nimport { QueryKey } from '@tanstack/react-query';\nexport type T = import('@platform/sdk').X\n",
    )
    expect(await undeclaredImports(dir)).toEqual({
      '@tanstack/query-core': ['query/index.d.ts'],
    })
  })
})
