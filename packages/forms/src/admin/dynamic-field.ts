import { collectErrors } from '../collect'
import type { FieldErrors, FieldType } from '../contract'
import { validateDynamicFieldCode } from '../dynamic-fields/access'
import {
  canBeRequired,
  type DynamicFieldFlags,
  dynamicFieldFlags,
  requiredFieldFlags,
  setFieldFlag,
} from '../dynamic-fields/admin-flags'
import { hasItems } from '../dynamic-fields/control'
import { limits } from '../limits'
import type { RuleResult } from '../messages'
import { validateMaxLength, validateTitle } from '../validators/length'
import { validateRequired } from '../validators/required'

/** The field modal, the members its rules read. */
export interface DynamicFieldForm {
  title: string
  code: string
  fieldType: FieldType
  comment?: string | null
  placeholder?: string | null
  items?: readonly { value: string; code?: string | null }[]
}

/**
 * Flags that break the dependencies between them: each flag that is on is set again with
 * {@link setFieldFlag}, and every other flag that would have to change is `errorInvalid`, as
 * is a required flag on a toggle field.
 */
export function dynamicFieldFlagErrors(
  flags: DynamicFieldFlags & { fieldType: FieldType },
): Record<string, RuleResult[]> {
  const results: Record<string, RuleResult[]> = {}
  for (const flag of dynamicFieldFlags.filter((name) => flags[name])) {
    if (requiredFieldFlags.includes(flag) && !canBeRequired(flags.fieldType)) {
      results[flag] = ['errorInvalid']
      continue
    }
    const normalized = setFieldFlag(flags, flag, true)
    for (const other of dynamicFieldFlags) {
      if (normalized[other] !== flags[other]) results[other] = ['errorInvalid']
    }
  }
  return results
}

/**
 * The field modal: a title, a code of the code mask, a comment and a placeholder of up to
 * 255 characters. A dropbox or combobox needs at least one choice, each with a text and a
 * code of up to 64 characters; other types hold no choices.
 */
export function validateDynamicFieldForm(field: DynamicFieldForm): FieldErrors {
  const items = field.items ?? []
  const withItems = hasItems(field.fieldType)
  const results: Record<string, RuleResult[]> = {
    title: [validateTitle(field.title)],
    code: [validateRequired(field.code) ?? validateDynamicFieldCode(field.code)],
    comment: [validateMaxLength(field.comment, limits.textMaxLength)],
    placeholder: [validateMaxLength(field.placeholder, limits.textMaxLength)],
    items: [
      withItems && items.length === 0 ? 'errorEmpty' : undefined,
      !withItems && items.length > 0 ? 'errorInvalid' : undefined,
    ],
  }
  for (const [index, item] of items.entries()) {
    results[`items.${index}.value`] = [validateTitle(item.value)]
    results[`items.${index}.code`] = [validateMaxLength(item.code, limits.codeMaxLength)]
  }
  return collectErrors(results)
}

/** The block (subtype) modal: a title and a code of the code mask. */
export function validateDynamicFieldSubtype(subtype: { title: string; code: string }): FieldErrors {
  return collectErrors({
    title: [validateTitle(subtype.title)],
    code: [validateRequired(subtype.code) ?? validateDynamicFieldCode(subtype.code)],
  })
}
