import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { auditCatalogs } from '../../../../tools/lingui-audit.mjs'

it('every message of the portal is extracted and translated into en', async () => {
  const configPath = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url))
  const audit = await auditCatalogs({ configPath })
  expect(audit, 'run `npm run extract -w @platform/portal` and translate en').toEqual({
    notExtracted: [],
    unused: [],
    untranslated: [],
    staleCompiled: [],
  })
}, 30_000)
