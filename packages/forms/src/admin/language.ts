import { collectErrors } from '../collect'
import type { FieldErrors, LanguageForm } from '../contract'
import { limits } from '../limits'
import type { RuleResult } from '../messages'
import { validateMaxLength } from '../validators/length'
import { validateRequired } from '../validators/required'

/**
 * A language code: two lower-case Latin letters (ISO 639-1, as `ru` and `en`); `errorLatin`
 * for other scripts, `errorInvalid` for Latin letters of another shape.
 */
export function validateLanguageCode(code: string | null | undefined): RuleResult {
  if (!code) return undefined
  if (/^[a-z]{2}$/.test(code)) return undefined
  return /^[A-Za-z]+$/.test(code) ? 'errorInvalid' : 'errorLatin'
}

/** The language modal: a name and a code, both required. Uniqueness is the server's answer. */
export function validateLanguage(language: LanguageForm): FieldErrors {
  return collectErrors({
    name: [validateRequired(language.name), validateMaxLength(language.name, limits.textMaxLength)],
    code: [validateRequired(language.code), validateLanguageCode(language.code)],
  })
}
