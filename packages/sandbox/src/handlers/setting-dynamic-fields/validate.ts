import {
  canBeRequired,
  collectErrors,
  type DynamicFieldFlag,
  hasItems,
  type RuleResult,
  setFieldFlag,
  validateMaxLength,
  validateRequired,
} from '@platform/forms'
import type {
  DynamicField,
  DynamicFieldEntityType,
  DynamicFieldInput,
  FieldErrors,
} from '@platform/sdk'
import type { DynamicFieldsState } from '../../state/dynamic-fields'

/**
 * A code of a field, subtype or tab: a Latin letter, then Latin letters, digits, `_` and
 * `-`, at most 64 (the contract's mask; the forms package has no rule for it).
 */
export function validateFieldCode(value: string | null | undefined): RuleResult {
  if (!value) return undefined
  return /^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(value) ? undefined : 'errorMask'
}

export function validateTitle(value: string | null | undefined): RuleResult {
  return validateRequired(value) ?? validateMaxLength(value, 255)
}

export const flagNames: DynamicFieldFlag[] = [
  'adminRequired',
  'adminVisible',
  'adminEdit',
  'profileRequired',
  'profileVisible',
  'profileEdit',
  'integrationRequired',
  'multiple',
  'unique',
]

const requiredFlags: DynamicFieldFlag[] = [
  'adminRequired',
  'profileRequired',
  'integrationRequired',
]

export type FieldShape = Pick<DynamicField, DynamicFieldFlag | 'fieldType'>

/**
 * Broken flag dependencies (001 §4), found with the forms package's own rule: each flag
 * that is on is set again with `setFieldFlag`, and every other flag that rule would have
 * to change is marked. A toggle cannot be required.
 */
export function flagErrors(shape: FieldShape): Record<string, RuleResult[]> {
  const results: Record<string, RuleResult[]> = {}
  for (const flag of flagNames.filter((name) => shape[name])) {
    if (requiredFlags.includes(flag) && !canBeRequired(shape.fieldType)) {
      results[flag] = ['errorInvalid']
      continue
    }
    const normalized = setFieldFlag(shape, flag, true)
    for (const other of flagNames) {
      if (normalized[other] !== shape[other]) results[other] = ['errorInvalid']
    }
  }
  return results
}

/** The flags of the form with the defaults of a new field (active, visible to administrators). */
export function shapeOf(input: DynamicFieldInput): FieldShape {
  return {
    fieldType: input.fieldType,
    adminRequired: input.adminRequired ?? false,
    adminVisible: input.adminVisible ?? true,
    adminEdit: input.adminEdit ?? false,
    profileRequired: input.profileRequired ?? false,
    profileVisible: input.profileVisible ?? false,
    profileEdit: input.profileEdit ?? false,
    integrationRequired: input.integrationRequired ?? false,
    multiple: input.multiple ?? false,
    unique: input.unique ?? false,
  }
}

export function codeTaken(
  state: DynamicFieldsState,
  type: DynamicFieldEntityType,
  code: string,
  kind: 'field' | 'subtype',
  selfId?: string,
): boolean {
  const lower = code.toLowerCase()
  return state.tabs
    .filter((tab) => tab.type === type)
    .some((tab) =>
      tab.subtypes.some((subtype) =>
        kind === 'subtype'
          ? subtype.id !== selfId && subtype.code.toLowerCase() === lower
          : subtype.fields.some(
              (field) => field.id !== selfId && field.code.toLowerCase() === lower,
            ),
      ),
    )
}

/** Checks the field modal (001 §3, §4): title, code, choices and flag dependencies. */
export function checkField(input: DynamicFieldInput): FieldErrors {
  const items = input.items ?? []
  const results: Record<string, RuleResult[]> = {
    title: [validateTitle(input.title)],
    code: [validateRequired(input.code) ?? validateFieldCode(input.code)],
    comment: [validateMaxLength(input.comment, 255)],
    placeholder: [validateMaxLength(input.placeholder, 255)],
    items: [
      hasItems(input.fieldType) && items.length === 0 ? 'errorEmpty' : undefined,
      !hasItems(input.fieldType) && items.length > 0 ? 'errorInvalid' : undefined,
    ],
    ...flagErrors(shapeOf(input)),
  }
  items.forEach((item, index) => {
    results[`items.${index}.value`] = [validateTitle(item.value)]
  })
  return collectErrors(results)
}
