import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { probes, withoutProbe } from './intl-probes'

const require = createRequire(import.meta.url)
/** The installed file of a package, by its path inside the package (neither package exports
 * its `package.json`: the package's folder is where its entry's `dist` folder is). */
const installed = (packageName: string, path: string) => {
  const entry = require.resolve(packageName)
  return join(entry.slice(0, entry.lastIndexOf(`${sep}dist${sep}`)), path)
}

const modules = [
  installed('react-aria', 'dist/private/i18n/useDefaultLocale.mjs'),
  installed('@internationalized/number', 'dist/private/NumberFormatter.mjs'),
]

describe('the Intl probes of a first load', () => {
  it('are found in the installed packages and replaced, and nothing else changes', () => {
    for (const [index, id] of modules.entries()) {
      const code = readFileSync(id, 'utf8')
      const changed = withoutProbe(id, code)
      expect(changed, id).not.toBeNull()
      expect(changed).not.toMatch(/supportedLocalesOf|new Intl\.NumberFormat\('de-DE'/)
      expect(changed).toContain(probes[index]?.replacement)
      expect(changed?.replace(probes[index]?.replacement ?? '', '')).toBe(
        code.replace(probes[index]?.probe ?? '', ''),
      )
    }
  })

  it('stop the build when a package no longer has its probe', () => {
    expect(() => withoutProbe(modules[0] as string, 'export const locale = "ru-RU"')).toThrow(
      /no longer has the probe/,
    )
  })

  it('leave every other module alone', () => {
    expect(withoutProbe('/src/main.tsx', 'Intl.DateTimeFormat.supportedLocalesOf([locale])')).toBe(
      null,
    )
  })

  it('are replaced by what they decide: the same error for a malformed tag, signDisplay known', () => {
    // Both functions canonicalize the list of locales first, which throws for a malformed tag
    // (ECMA-402); checked here in Node's V8, the engine of Chromium…
    expect(() => Intl.getCanonicalLocales('en_US!')).toThrow(RangeError)
    expect(() => Intl.DateTimeFormat.supportedLocalesOf(['en_US!'])).toThrow(RangeError)
    expect(Intl.getCanonicalLocales('ru-RU')).toEqual(['ru-RU'])
    // …which, like every engine of the es2022 target, knows `signDisplay`.
    expect(
      new Intl.NumberFormat('de-DE', { signDisplay: 'exceptZero' }).resolvedOptions().signDisplay,
    ).toBe('exceptZero')
  })
})
