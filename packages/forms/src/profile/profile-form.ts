import type { FieldItem, FieldType, ProfileFieldConfig } from '../contract'
import { isContactRequired, validateContactList } from '../dynamic-fields/contacts'
import { limits } from '../limits'
import type { RuleResult } from '../messages'
import { isIsoDate, validateBirthDate } from '../validators/dates'
import { validateEmail } from '../validators/email'
import { validateComment, validateMaxLength } from '../validators/length'
import { type AllowedCountries, validatePhone, validatePhoneExtension } from '../validators/phone'
import { validateSymbols } from '../validators/symbols'

/** What the personal data rules need besides the values. */
export interface ProfileRuleContext {
  /** The countries a phone number may belong to. */
  countries: AllowedCountries
  /** Today, for the birth date; the real clock when absent. */
  now?: Date
}

/** The members of a person's name: at most 255 characters and no forbidden symbols. */
export const profileNameCodes: readonly string[] = ['lastName', 'firstName', 'middleName']

/**
 * The rules of one main member of the personal data form, by its code: a name, the birth
 * date, the comment, the main email and the main mobile. Whether it is required is the
 * field's own setting, checked apart.
 */
export function profileMainRules(
  code: string,
  value: string,
  context: ProfileRuleContext,
): RuleResult[] {
  if (profileNameCodes.includes(code))
    return [validateMaxLength(value, limits.textMaxLength), validateSymbols(value)]
  if (code === 'birthDate') return [validateBirthDate(value, context.now)]
  if (code === 'comment') return [validateComment(value)]
  if (code === 'email') return [validateEmail(value)]
  if (code === 'mobile') return [validatePhone(value, context.countries)]
  return []
}

/** A dynamic field as far as its values' rules go; `items` when the choices are known. */
export interface ProfileValueField {
  fieldType?: FieldType | null
  items?: readonly Pick<FieldItem, 'id'>[]
}

/**
 * The rule of one value of a dynamic (additional) field, by its type: a date is a calendar
 * date, an email and a phone are well-formed, a choice is one of the field's items, a
 * textarea holds up to 4000 characters and any other text up to 255. An empty value is left
 * to the required rule.
 */
export function profileValueRule(
  field: ProfileValueField,
  value: string,
  countries: AllowedCountries,
): RuleResult {
  if (!value) return undefined
  switch (field.fieldType) {
    case 'date':
      return isIsoDate(value) ? undefined : 'errorDate'
    case 'email':
      return validateEmail(value)
    case 'phone':
      return validatePhone(value, countries)
    case 'dropbox':
    case 'combobox':
      if (!field.items) return undefined
      return field.items.some((item) => item.id === value) ? undefined : 'errorInvalid'
    case 'textarea':
      return validateMaxLength(value, limits.longTextMaxLength)
    default:
      return validateMaxLength(value, limits.textMaxLength)
  }
}

/** The contact lists of the form, the members their rules read. */
export interface ProfileContacts {
  mobiles: readonly { value: string; additional?: string | null; main?: boolean }[]
  emails: readonly { value: string; main?: boolean }[]
}

/**
 * The rules of the personal phones and emails, keyed like the server's `errorList`
 * (`contactsInfo.mobiles.0.value`): each phone well-formed with an extension of up to five
 * digits, each email well-formed, and at most one main entry per list. Whether a list is
 * required is `profileContactListRule`'s.
 */
export function profileContactRules(
  contacts: ProfileContacts,
  countries: AllowedCountries,
): Record<string, RuleResult[]> {
  const results: Record<string, RuleResult[]> = {}
  for (const [index, entry] of contacts.mobiles.entries()) {
    const at = `contactsInfo.mobiles.${index}`
    results[`${at}.value`] = [validatePhone(entry.value, countries)]
    results[`${at}.additional`] = [validatePhoneExtension(entry.additional)]
  }
  for (const [index, entry] of contacts.emails.entries()) {
    results[`contactsInfo.emails.${index}.value`] = [validateEmail(entry.value)]
  }
  for (const list of ['mobiles', 'emails'] as const) {
    const mains = contacts[list].filter((entry) => entry.main).length
    results[`contactsInfo.${list}`] = [mains > 1 ? 'errorInvalid' : undefined]
  }
  return results
}

/**
 * The rule of one whole contact list (the phones or the emails): the list must keep a
 * filled-in entry when its field is required, or when the main value it stands beside is
 * empty; a list with no configured field is never required.
 */
export function profileContactListRule(
  field: Pick<ProfileFieldConfig, 'profileRequired'> | undefined,
  entries: readonly { value: string | null | undefined }[],
  mainValue: string | null | undefined,
): RuleResult {
  const required = field ? isContactRequired(field, mainValue) : false
  return validateContactList(
    entries.map((entry) => entry.value),
    required,
  )
}
