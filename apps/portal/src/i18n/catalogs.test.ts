import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { formatter } from '@lingui/format-po'
import { describe, expect, it } from 'vitest'
import { supportedLocales } from './locales'

const po = formatter()

async function readCatalog(locale: string) {
  const path = fileURLToPath(new URL(`../locales/${locale}/messages.po`, import.meta.url))
  return po.parse(readFileSync(path, 'utf8'), { locale, sourceLocale: 'ru', filename: path })
}

describe('translation catalogs', () => {
  it.each(supportedLocales.filter((locale) => locale !== 'ru'))(
    'every message has a %s translation',
    async (locale) => {
      const catalog = await readCatalog(locale)
      const missing = Object.values(catalog)
        .filter((entry) => !entry.obsolete && !entry.translation?.trim())
        .map((entry) => entry.message)
      expect(missing).toEqual([])
    },
  )

  it('ru and en hold the same messages', async () => {
    const [ru, en] = await Promise.all(supportedLocales.map(readCatalog))
    expect(Object.keys(en ?? {}).sort()).toEqual(Object.keys(ru ?? {}).sort())
  })
})
