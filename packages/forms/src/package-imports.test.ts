import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { undeclaredImports } from '../../../tools/package-imports.mjs'

it('imports only packages its package.json names, as a dependency or a peer', async () => {
  // The built files, as a host installs them (the test task runs after the build).
  const packageDir = fileURLToPath(new URL('..', import.meta.url))
  expect(await undeclaredImports(packageDir)).toEqual({})
})
