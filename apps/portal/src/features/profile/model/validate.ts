import {
  type AllowedCountries,
  collectErrors,
  type FieldErrors,
  type FieldFormValue,
  fieldState,
  profileContactListRule,
  profileContactRules,
  profileMainRules,
  profileNameCodes,
  profileValueRule,
  type RuleResult,
  savedFieldValue,
  validateRequired,
} from '@platform/forms'
import type { ProfileFieldConfig } from '@platform/sdk'
import type { PlacedField } from './fields'
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
  if (typeof value === 'boolean') return {}
  return perValue(value, (item) => profileValueRule(config, item, context.countries), at)
}

function contactRules(
  config: ProfileFieldConfig,
  values: ProfileFormValues,
  context: ValidationContext,
): Results {
  const list = config.code === 'mobiles' ? 'mobiles' : 'emails'
  const results = Object.fromEntries(
    Object.entries(profileContactRules(values.contactsInfo, context.countries)).filter(([key]) =>
      key.startsWith(`contactsInfo.${list}`),
    ),
  )
  // The platform checks a list only when it is sent, that is when it changed, so a list that
  // is required only because the main value is absent does not block saving other fields.
  if (config.profileRequired || isListChanged(context.initial, values, list)) {
    const main = list === 'mobiles' ? values.mainInfo.mobile : values.mainInfo.email
    results[`contactsInfo.${list}`] = [
      ...(results[`contactsInfo.${list}`] ?? []),
      profileContactListRule(config, values.contactsInfo[list], text(main)),
    ]
  }
  return results
}

/**
 * The personal data rules over the fields shown (the page, or the forced modal's required
 * fields), keyed like the server's `errorList`. Read-only fields are not checked.
 */
export function validateProfileForm(
  values: ProfileFormValues,
  fields: readonly PlacedField[],
  context: ValidationContext,
): FieldErrors {
  const results: Results = {}
  for (const { kind, config } of fields) {
    const directoryName = context.directory && profileNameCodes.includes(config.code)
    const state = fieldState(config)
    if (state.readOnly || directoryName) continue
    if (kind === 'main') {
      const value = text(values.mainInfo[config.code])
      const at = `mainInfo.${config.code}`
      results[at] = [
        state.required ? validateRequired(value) : undefined,
        ...profileMainRules(config.code, value, context),
      ]
    } else if (kind === 'additional') {
      const value = values.additionalInfo[config.code] ?? ''
      const at = `additionalInfo.${config.code}`
      const saved = savedFieldValue(config, value)
      results[at] = [state.required ? validateRequired(saved === false ? null : saved) : undefined]
      for (const [key, rules] of Object.entries(additionalRules(config, value, at, context)))
        results[key] = [...(results[key] ?? []), ...rules]
    } else {
      Object.assign(results, contactRules(config, values, context))
    }
  }
  return collectErrors(results)
}
