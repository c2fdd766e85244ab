import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { auditCatalogs } from '../../../../tools/lingui-audit.mjs'

it('every message of the kit is extracted, translated into en and compiled', async () => {
  const configPath = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url))
  const audit = await auditCatalogs({ configPath, compiled: true })
  expect(audit, 'run `npm run i18n -w @platform/ui` and translate en').toEqual({
    notExtracted: [],
    unused: [],
    untranslated: [],
    staleCompiled: [],
  })
}, 30_000)
