import {
  type FieldFormValue,
  fieldState,
  initialFieldValue,
  isEmptyValue,
  isEqualValue,
  savedFieldValue,
} from '@platform/forms'
import type { Messenger, ProfileDetails, ProfileUpdate } from '@platform/sdk'
import type { ContactList, PlacedField } from './fields'

/** A personal phone in the form: the extension is text, empty when there is none. */
export interface PhoneEntry {
  value: string
  additional: string
  messengers: Messenger[]
  main: boolean
  clientId: string
}

export interface EmailEntry {
  value: string
  main: boolean
  clientId: string
}

/**
 * The personal data form, shaped like the save body, so the server's `errorList` keys
 * (`mainInfo.birthDate`, `contactsInfo.mobiles.0.value`, `additionalInfo.position`) are the
 * form's own field names.
 */
export interface ProfileFormValues {
  mainInfo: Record<string, FieldFormValue>
  contactsInfo: { mobiles: PhoneEntry[]; emails: EmailEntry[] }
  additionalInfo: Record<string, FieldFormValue>
}

type MainInfo = ProfileDetails['mainInfo']

function mainValue(mainInfo: MainInfo, code: string): FieldFormValue {
  const value: unknown = (mainInfo as Record<string, unknown>)[code]
  if (Array.isArray(value)) return value.map(String)
  return typeof value === 'string' ? value : ''
}

function newPhone(clientId: string): PhoneEntry {
  return { value: '', additional: '', messengers: [], main: false, clientId }
}

/**
 * The form's values from the saved profile. An editable contact list with no entry starts
 * with one empty entry, as an empty multiple field does.
 */
export function toFormValues(
  details: ProfileDetails,
  fields: readonly PlacedField[],
  newId: () => string,
): ProfileFormValues {
  const values: ProfileFormValues = {
    mainInfo: {},
    contactsInfo: {
      mobiles: details.contactsInfo.mobiles.map((entry) => ({
        value: entry.value,
        additional: entry.additional ?? '',
        messengers: [...entry.messengers],
        main: entry.main,
        clientId: entry.clientId,
      })),
      emails: details.contactsInfo.emails.map((entry) => ({ ...entry })),
    },
    additionalInfo: {},
  }
  for (const { kind, config } of fields) {
    if (kind === 'main') values.mainInfo[config.code] = mainValue(details.mainInfo, config.code)
    if (kind === 'additional') {
      values.additionalInfo[config.code] = initialFieldValue(
        config,
        details.additionalInfo[config.code] ?? null,
      )
    }
    if (kind === 'contacts' && !fieldState(config).readOnly) {
      const list = config.code as ContactList
      if (values.contactsInfo[list].length > 0) continue
      if (list === 'mobiles') values.contactsInfo.mobiles.push(newPhone(newId()))
      else values.contactsInfo.emails.push({ value: '', main: false, clientId: newId() })
    }
  }
  return values
}

/** The main entry of a list follows the main mobile or email of `mainInfo` when the form has it. */
function mainFollows(values: ProfileFormValues, list: ContactList): string | undefined {
  const main = values.mainInfo[list === 'mobiles' ? 'mobile' : 'email']
  return typeof main === 'string' ? main : undefined
}

function savedContacts(values: ProfileFormValues): ProfileUpdate['contactsInfo'] {
  const mobile = mainFollows(values, 'mobiles')
  const email = mainFollows(values, 'emails')
  return {
    mobiles: values.contactsInfo.mobiles
      .map((entry) => (entry.main && mobile !== undefined ? { ...entry, value: mobile } : entry))
      .filter((entry) => !isEmptyValue(entry.value))
      .map((entry) => ({
        value: entry.value,
        main: entry.main,
        additional: entry.additional || null,
        messengers: entry.messengers,
        clientId: entry.clientId,
      })),
    emails: values.contactsInfo.emails
      .map((entry) => (entry.main && email !== undefined ? { ...entry, value: email } : entry))
      .filter((entry) => !isEmptyValue(entry.value))
      .map(({ value, main, clientId }) => ({ value, main, clientId })),
  }
}

/**
 * The save body: only the blocks that changed, and in `mainInfo` and `additionalInfo` only the
 * members that changed (the others are kept); `null` when nothing changed. Empty text is
 * `null`, empty values are dropped from lists, and contact entries without a value are left out.
 */
export function toUpdateBody(
  initial: ProfileFormValues,
  current: ProfileFormValues,
  fields: readonly PlacedField[],
): ProfileUpdate | null {
  const body: ProfileUpdate = {}
  const mainInfo: Record<string, unknown> = {}
  const additionalInfo: NonNullable<ProfileUpdate['additionalInfo']> = {}
  for (const { kind, config } of fields) {
    const { code } = config
    if (kind === 'main' && code in current.mainInfo) {
      const value = current.mainInfo[code]
      if (isEqualValue(value, initial.mainInfo[code])) continue
      mainInfo[code] = Array.isArray(value) ? value : value === '' ? null : value
    }
    if (kind === 'additional' && code in current.additionalInfo) {
      const value = current.additionalInfo[code] as FieldFormValue
      if (isEqualValue(value, initial.additionalInfo[code])) continue
      additionalInfo[code] = savedFieldValue(config, value)
    }
  }
  if (Object.keys(mainInfo).length > 0) body.mainInfo = mainInfo as ProfileUpdate['mainInfo']
  if (!isEqualValue(initial.contactsInfo, current.contactsInfo)) {
    body.contactsInfo = savedContacts(current)
  }
  if (Object.keys(additionalInfo).length > 0) body.additionalInfo = additionalInfo
  return Object.keys(body).length > 0 ? body : null
}

/** Whether a contact list differs from the saved one. */
export function isListChanged(
  initial: ProfileFormValues,
  current: ProfileFormValues,
  list: ContactList,
): boolean {
  return !isEqualValue(initial.contactsInfo[list], current.contactsInfo[list])
}
