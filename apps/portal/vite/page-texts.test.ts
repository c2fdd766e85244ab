import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { beforeAll, describe, expect, it } from 'vitest'
import { portalDir } from '../../../tools/route-tree.mjs'
import { type PageTextsPlan, planPageTexts } from './page-texts'

let plan: PageTextsPlan
beforeAll(async () => {
  plan = await planPageTexts()
}, 30_000)

const textsOf = (route: string, locale: string) => {
  const file = plan.files.find((entry) => entry.route === route && entry.locale === locale)
  if (!file) throw new Error(`no ${locale} texts for ${route}`)
  return file.source
}

describe('each page’s texts', () => {
  it('hold the texts of its code, a dialog it opens lazily included, and no other section’s', () => {
    // The device types' dialog loads when it opens; the connection check is the providers'.
    const ownDialog = 'Только латинские буквы, не повторяется у других типов.'
    const providers = 'Проверить подключение'
    expect(textsOf('SettingDeviceTypes', 'ru')).toContain(ownDialog)
    expect(textsOf('SettingDeviceTypes', 'ru')).not.toContain(providers)
    expect(textsOf('SettingProviders', 'ru')).toContain(providers)
    expect(textsOf('SettingProviders', 'en')).toContain('Check connection')
    expect(textsOf('SettingProviders', 'en')).not.toContain(providers)
    // A profile page carries none of the administration's texts.
    expect(textsOf('UserProfilePersonal', 'ru')).not.toContain(providers)
  })

  it('leave no text of the app’s catalogs out: every one is some page’s', async () => {
    const config = getConfig({ cwd: portalDir })
    const catalogs = (await getCatalogs(config)).filter((catalog) =>
      ['messages', 'admin'].includes(catalog.name ?? ''),
    )
    expect(catalogs).toHaveLength(2)
    const shown = new Set([...plan.ids.values()].flatMap((ids) => [...ids]))
    const left = []
    for (const catalog of catalogs) {
      for (const [id, message] of Object.entries(await catalog.read('ru'))) {
        if (!shown.has(id)) left.push(`${message.message ?? id} (${message.origin?.[0]?.[0]})`)
      }
    }
    expect(left).toEqual([])
  })

  it('need none for sign-in: the first load shows the shell’s texts only', () => {
    // Sign-in downloads no page texts, so nothing the first load runs may show one.
    expect(plan.ids.get('Auth')?.size).toBe(0)
  })

  it('are versioned by their content, so a cached file never mixes two builds', () => {
    expect(plan.version).toMatch(/^[0-9a-f]{10}$/)
    for (const file of plan.files) {
      expect(file.fileName).toBe(`assets/texts-${plan.version}/${file.locale}/${file.route}.json`)
    }
  })
})
