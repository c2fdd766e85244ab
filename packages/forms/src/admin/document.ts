import { documentFormatValues, documentTypeValues } from '@platform/sdk'
import { collectErrors } from '../collect'
import type { DocumentForm, FieldErrors } from '../contract'
import { limits } from '../limits'
import type { RuleResult } from '../messages'
import { validateLibraryCode } from '../validators/code-mask'
import { validateMaxLength } from '../validators/length'
import { validateRequired } from '../validators/required'

/**
 * The document modal: a code of the code mask (or none, for the platform to generate), a
 * name, a known type and format, and at least one language tab (`errorLocaleRequired`). Each
 * tab names a language only once and has a title and a text. `languageIds`, when given, are
 * the languages that exist: another one is `errorInvalid`. Errors of a tab are keyed by its
 * position (`locales.0.name`).
 */
export function validateDocument(
  document: DocumentForm,
  languageIds?: readonly string[],
): FieldErrors {
  const results: Record<string, RuleResult[]> = {
    code: [validateLibraryCode(document.code)],
    name: [validateRequired(document.name), validateMaxLength(document.name, limits.textMaxLength)],
    type: [documentTypeValues.includes(document.type) ? undefined : 'errorInvalid'],
    format: [documentFormatValues.includes(document.format) ? undefined : 'errorInvalid'],
    locales: [document.locales.length > 0 ? undefined : 'errorLocaleRequired'],
  }
  const seen = new Set<string>()
  for (const [index, entry] of document.locales.entries()) {
    const known = !languageIds || languageIds.includes(entry.localeId)
    results[`locales.${index}.localeId`] = [
      validateRequired(entry.localeId),
      known ? undefined : 'errorInvalid',
      seen.has(entry.localeId) ? 'errorUnique' : undefined,
    ]
    seen.add(entry.localeId)
    results[`locales.${index}.name`] = [
      validateRequired(entry.name),
      validateMaxLength(entry.name, limits.textMaxLength),
    ]
    results[`locales.${index}.linkName`] = [validateMaxLength(entry.linkName, limits.textMaxLength)]
    results[`locales.${index}.content`] = [validateRequired(entry.content)]
  }
  return collectErrors(results)
}
