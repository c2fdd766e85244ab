// Codes of documents and banners: Latin script, unique, generated from the name when absent.
import { validateMaxLength } from '@platform/forms'
import type { MessageCode } from '@platform/sdk'
import { transliterate } from '../../seed/people'

/**
 * The contract's `LibraryCode`: a Latin letter, then Latin letters, digits, `_` or `-`, at most
 * 64 characters. The forms package's `validateLatinCode` allows letters only, which would
 * refuse agreement codes such as `personal-data`, so the library rule lives here.
 */
export function validateLibraryCode(code: string | null | undefined): MessageCode | undefined {
  if (!code) return undefined
  if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(code)) return 'errorLatin'
  return validateMaxLength(code, 64)
}

/** A code from a name: transliterated, lower case, words joined by `-`, made unique. */
export function generateCode(name: string, fallback: string, taken: (code: string) => boolean) {
  const slug = transliterate(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56)
    .replace(/-+$/, '')
  const base = /^[a-z]/.test(slug) ? slug : `${fallback}${slug ? `-${slug}` : ''}`.slice(0, 56)
  let code = base
  for (let suffix = 2; taken(code); suffix += 1) code = `${base}-${suffix}`
  return code
}
