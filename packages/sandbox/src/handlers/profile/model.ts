// The profile as the calls answer it: core identity plus the profile slice.
import { fieldState, hasFieldValue } from '@platform/forms'
import type {
  ProfileAccessInfo,
  ProfileAvailableActions,
  ProfileDetails,
  ProfileFieldValue,
  ProfileMainInfo,
  ProfileSummary,
  ProfileTermsEntry,
} from '@platform/sdk'
import type { SandboxState } from '../../state'
import { type Account, fullName } from '../../state/core'
import { type ProfileRecord, profileOf } from '../../state/profile'
import { agreements, type Locale, termsEntry } from '../visitor/terms'
import { allFields, type FieldDef, profileTabs } from './fields'

/** Full name as the platform composes it; the login when no name is filled in. */
export function fioOf(account: Account): string {
  return fullName(account) || account.login
}

const orNull = (value: string | null | undefined) => (value ? value : null)

export function mainInfo(account: Account, record: ProfileRecord): ProfileMainInfo {
  return {
    firstName: orNull(account.firstName),
    lastName: orNull(account.lastName),
    middleName: orNull(account.middleName),
    birthDate: record.birthDate,
    fio: fioOf(account),
    avatar: record.avatarId,
    email: account.email,
    emailVerify: account.email !== null && account.emailVerified,
    mobile: account.mobile,
    mobileVerify: account.mobile !== null && account.mobileVerified,
    mobileMessengers: [...record.mobileMessengers],
    gender: account.gender,
    login: account.login,
    groups: record.groups.map((group) => ({ ...group })),
    locale: record.locale,
    comment: record.comment,
    isEditable: record.editable && account.enabled,
  }
}

/** The saved value of a field of any block, for the required-fields check. */
function fieldValue(
  field: FieldDef,
  main: ProfileMainInfo,
  record: ProfileRecord,
): ProfileFieldValue | undefined {
  if (field.kind === 'contacts') {
    const list = field.code === 'mobiles' ? record.contacts.mobiles : record.contacts.emails
    return list.map((entry) => entry.value)
  }
  if (field.kind === 'main') {
    const value = main[field.code as keyof ProfileMainInfo]
    if (Array.isArray(value)) return value.map(String)
    return typeof value === 'string' || typeof value === 'boolean' ? value : null
  }
  return record.additional[field.code]
}

/** Whether the person must fill a field in (not a toggle, not read-only for them). */
export function isRequired(field: FieldDef, account: Account): boolean {
  if (field.fieldType === 'picture') return false
  return fieldState({
    profileRequired: field.profileRequired,
    profileEdit: field.profileEdit && !isDisabled(field, account),
    disabled: false,
    multiple: field.multiple,
    fieldType: field.fieldType ?? undefined,
  }).required
}

/** Disabled for this person: the login always, the name of a directory account. */
export function isDisabled(field: FieldDef, account: Account): boolean {
  if (field.kind !== 'main') return false
  if (field.code === 'login') return true
  return account.directory && ['firstName', 'lastName', 'middleName'].includes(field.code)
}

function accessInfo(
  state: SandboxState,
  account: Account,
  record: ProfileRecord,
): ProfileAccessInfo {
  const main = mainInfo(account, record)
  const codes = allFields(profileTabs(state))
    .filter(
      (field) => isRequired(field, account) && !hasFieldValue(fieldValue(field, main, record)),
    )
    .map((field) => field.code)
  const unique = [...new Set(codes)]
  return { requiredFieldsEmpty: unique.length > 0, requiredFieldsEmptyCodes: unique }
}

function availableActions(account: Account): ProfileAvailableActions {
  if (account.directory) return { updatePassword: false, setPassword: false }
  return { updatePassword: account.password !== '', setPassword: account.password === '' }
}

/** The domain's profile-visible agreements, with the person's answers. */
function termsInfo(
  state: SandboxState,
  record: ProfileRecord,
  locale: Locale,
): ProfileTermsEntry[] {
  return agreements(state)
    .filter((agreement) => agreement.entry.profileVisible)
    .map((agreement) => {
      const { type, title, linkName, link } = termsEntry(state, agreement, locale)
      const answer = record.terms.find((entry) => entry.documentId === agreement.document.id)
      return {
        type,
        title,
        linkName: linkName ?? null,
        link: link ?? null,
        agree: answer !== undefined,
        agreedAt: answer?.agreedAt ?? null,
      }
    })
}

export function profileSummary(
  state: SandboxState,
  account: Account,
  locale: Locale,
): ProfileSummary {
  const record = profileOf(state.profile, account.id)
  const main = mainInfo(account, record)
  return {
    mainInfo: {
      id: account.id,
      fio: main.fio,
      firstName: main.firstName,
      lastName: main.lastName,
      middleName: main.middleName,
      avatar: main.avatar,
      email: main.email,
      mobile: main.mobile,
      login: main.login,
      locale: main.locale,
      isEditable: main.isEditable,
    },
    accessInfo: accessInfo(state, account, record),
    availableActions: availableActions(account),
    termsInfo: termsInfo(state, record, locale),
    updatedInfo: { updatedAt: record.updatedAt, updatedBy: record.updatedBy },
  }
}

export function profileDetails(
  state: SandboxState,
  account: Account,
  locale: Locale,
): ProfileDetails {
  const record = profileOf(state.profile, account.id)
  const additional: Record<string, ProfileFieldValue> = {}
  for (const field of allFields(profileTabs(state))) {
    if (field.kind === 'additional') additional[field.code] = record.additional[field.code] ?? null
  }
  return {
    mainInfo: mainInfo(account, record),
    contactsInfo: {
      mobiles: record.contacts.mobiles.map((entry) => ({
        ...entry,
        messengers: [...entry.messengers],
      })),
      emails: record.contacts.emails.map((entry) => ({ ...entry })),
    },
    additionalInfo: additional,
    accessInfo: accessInfo(state, account, record),
    updatedInfo: { updatedAt: record.updatedAt, updatedBy: record.updatedBy },
    termsInfo: termsInfo(state, record, locale),
    availableActions: availableActions(account),
  }
}
