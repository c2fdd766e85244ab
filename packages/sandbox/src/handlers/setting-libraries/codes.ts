// Codes of documents and banners, generated from the name when the administrator gives none.
import { transliterate } from '../../seed/people'

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
