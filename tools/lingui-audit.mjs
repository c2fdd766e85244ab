// Compares a Lingui project's catalogs with its code, so a test fails on any message that is
// used but not extracted, extracted but no longer used, or not translated, and (for a
// library that ships compiled catalogs) on a compiled catalog older than its PO file.
import { readFile } from 'node:fs/promises'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'

/**
 * @param {{ configPath: string, compiled?: boolean }} options
 * @returns {Promise<{ notExtracted: string[], unused: string[], untranslated: string[], staleCompiled: string[] }>}
 */
export async function auditCatalogs({ configPath, compiled = false }) {
  const config = getConfig({ configPath, skipValidation: true })
  /** @type {{ notExtracted: string[], unused: string[], untranslated: string[], staleCompiled: string[] }} */
  const report = { notExtracted: [], unused: [], untranslated: [], staleCompiled: [] }

  for (const catalog of await getCatalogs(config)) {
    const [collected, existing] = await Promise.all([catalog.collect(), catalog.readAll()])
    const used = collected ?? {}
    for (const locale of config.locales) {
      const entries = existing[locale] ?? {}
      for (const [id, message] of Object.entries(used)) {
        const entry = entries[id]
        if (!entry) report.notExtracted.push(`${locale}: ${message.message ?? id}`)
        else if (locale !== config.sourceLocale && !entry.translation?.trim()) {
          report.untranslated.push(`${locale}: ${entry.message ?? id}`)
        }
      }
      for (const [id, entry] of Object.entries(entries)) {
        if (!(id in used) && !entry.obsolete)
          report.unused.push(`${locale}: ${entry.message ?? id}`)
      }
      if (compiled) {
        const { messages } = await catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales,
          sourceLocale: config.sourceLocale,
        })
        const { source } = createCompiledCatalog(locale, messages, {
          strict: false,
          namespace: 'ts',
          pseudoLocale: config.pseudoLocale,
          compilerBabelOptions: config.compilerBabelOptions,
        })
        const compiledPath = catalog.getFilename(locale).replace(/\.po$/, '.ts')
        const onDisk = await readFile(compiledPath, 'utf8').catch(() => '')
        if (onDisk !== source) report.staleCompiled.push(compiledPath)
      }
    }
  }
  return report
}
