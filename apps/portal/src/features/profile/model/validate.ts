import {
  type AllowedCountries,
  collectErrors,
  type FieldErrors,
  type FieldFormValue,
  fieldState,
  isContactRequired,
  type RuleResult,
  savedFieldValue,
  validateBirthDate,
  validateComment,
  validateContactList,
  validateEmail,
  validateMaxLength,
  validatePhone,
  validatePhoneExtension,
  validateRequired,
  validateSymbols,
} from '@platform/forms'
import type { ProfileFieldConfig } from '@platform/sdk'
import { nameCodes, type PlacedField } from './fields'
import { isListChanged, type ProfileFormValues } from './form-values'

export interface ValidationContext {
  /** The form as loaded, to tell which contact lists changed. */
  initial: ProfileFormValues
  countries: AllowedCountries
  /** The account is managed by a directory service: its name is not editable. */
  directory: boolean
  now?: Date
}

type Results = Record<string, RuleResult[]>

function text(value: FieldFormValue | undefined): string {
  return typeof value === 'string' ? value : ''
}

function mainRules(code: string, value: string, context: ValidationContext): RuleResult[] {
  if (nameCodes.includes(code)) return [validateMaxLength(value, 255), validateSymbols(value)]
  if (code === 'birthDate') return [validateBirthDate(value, context.now)]
  if (code === 'comment') return [validateComment(value)]
  if (code === 'email') return [validateEmail(value)]
  if (code === 'mobile') return [validatePhone(value, context.countries)]
  return []
}

function perValue(value: FieldFormValue, rule: (item: string) => RuleResult, at: string) {
  if (!Array.isArray(value)) return { [at]: [rule(text(value))] }
  return Object.fromEntries(value.map((item, index) => [`${at}.${index}`, [rule(item)]]))
}

function additionalRules(
  config: ProfileFieldConfig,
  value: FieldFormValue,
  at: string,
  context: ValidationContext,
): Results {
  if (config.fieldType === 'email') return perValue(value, validateEmail, at)
  if (config.fieldType === 'phone') {
    return perValue(value, (item) => validatePhone(item, context.countries), at)
  }
  return {}
}

function contactRules(
  config: ProfileFieldConfig,
  values: ProfileFormValues,
  context: ValidationContext,
): Results {
  const results: Results = {}
  if (config.code === 'mobiles') {
    for (const [index, entry] of values.contactsInfo.mobiles.entries()) {
      const at = `contactsInfo.mobiles.${index}`
      results[`${at}.value`] = [validatePhone(entry.value, context.countries)]
      results[`${at}.additional`] = [validatePhoneExtension(entry.additional)]
    }
  } else {
    for (const [index, entry] of values.contactsInfo.emails.entries()) {
      results[`contactsInfo.emails.${index}.value`] = [validateEmail(entry.value)]
    }
  }
  const list = config.code === 'mobiles' ? 'mobiles' : 'emails'
  // The platform checks a list only when it is sent, that is when it changed, so a list that
  // is required only because the main value is absent does not block saving other fields.
  if (config.profileRequired || isListChanged(context.initial, values, list)) {
    const main = list === 'mobiles' ? values.mainInfo.mobile : values.mainInfo.email
    const required = isContactRequired(config, text(main))
    results[`contactsInfo.${list}`] = [
      validateContactList(
        values.contactsInfo[list].map((entry) => entry.value),
        required,
      ),
    ]
  }
  return results
}

/**
 * The rules of 000 §5 over the fields shown (the page, or the forced modal's required
 * fields), keyed like the server's `errorList`. Read-only fields are not checked.
 */
export function validateProfileForm(
  values: ProfileFormValues,
  fields: readonly PlacedField[],
  context: ValidationContext,
): FieldErrors {
  const results: Results = {}
  for (const { kind, config } of fields) {
    const directoryName = context.directory && nameCodes.includes(config.code)
    const state = fieldState(config)
    if (state.readOnly || directoryName) continue
    if (kind === 'main') {
      const value = text(values.mainInfo[config.code])
      const at = `mainInfo.${config.code}`
      results[at] = [
        state.required ? validateRequired(value) : undefined,
        ...mainRules(config.code, value, context),
      ]
    } else if (kind === 'additional') {
      const value = values.additionalInfo[config.code] ?? ''
      const at = `additionalInfo.${config.code}`
      const saved = savedFieldValue(config, value)
      results[at] = [state.required ? validateRequired(saved === false ? null : saved) : undefined]
      Object.assign(results, additionalRules(config, value, at, context))
    } else {
      Object.assign(results, contactRules(config, values, context))
    }
  }
  return collectErrors(results)
}
