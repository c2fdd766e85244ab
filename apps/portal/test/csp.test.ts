import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from '../vite/security-headers'
import { scriptHash, warmFormatsSource } from '../vite/warm-formats'

const reactAria = new URL('../../../node_modules/react-aria/dist/private/', import.meta.url)

/**
 * The text of the `<style>` element a react-aria module inserts, as the browser hashes it:
 * the template literal of its `style.textContent`, trimmed, with its constants filled in.
 */
function insertedStyle(module: string): string {
  const source = readFileSync(new URL(module, reactAria), 'utf8')
  const template = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1]
  if (template === undefined) throw new Error(`${module} no longer inserts a style element`)
  return template
    .replace(/\$\{([^}]+)\}/g, (_, name: string) => {
      const value = new RegExp(`${name.replace(/\$/g, '\\$')} = '([^']*)'`).exec(source)?.[1]
      if (value === undefined) throw new Error(`${name} is not a constant of ${module}`)
      return value
    })
    .trim()
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('the Content-Security-Policy of deploy/nginx', () => {
  const policy = securityHeaders()['Content-Security-Policy'] ?? ''
  const directives = new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

  it('allows no inline code but the formats warm-up, by its hash; no eval, no framing', () => {
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/)
    expect(directives.get('script-src')).toEqual(["'self'", scriptHash(warmFormatsSource)])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
  })

  it.each([['interactions/usePress.mjs'], ['overlays/usePreventScroll.mjs']])(
    'allows the style element of react-aria %s by its hash',
    (module) => {
      expect(directives.get('style-src')).toContain(sha256(insertedStyle(module)))
    },
  )

  it('sends the other protections', () => {
    expect(Object.keys(securityHeaders())).toEqual(
      expect.arrayContaining([
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'X-Frame-Options',
      ]),
    )
  })
})
