// Saving the personal data page: validation with the forms rules, then the core account and
// the profile slice change together, with a history row.
import {
  type MessageKey,
  profileContactListRule,
  profileContactRules,
  profileMainRules,
  validateRequired,
} from '@platform/forms'
import type { ProfileHistoryChange, ProfileMainInfoInput } from '@platform/sdk'
import type { Context } from '../../contract'
import { requestIp } from '../../http/client-ip'
import { profileOf } from '../../state/profile'
import { userSettingsOf } from '../../state/ui'
import { directoryAccount, done, forbidden, invalid } from '../reply'
import { domainLanguages } from '../ui/project'
import { emailTaken, mobileTaken } from '../visitor/identity'
import { allFields, type FieldDef, profileTabs } from './fields'
import { recordProfileChange } from './history'
import { isDisabled, isRequired, mainInfo } from './model'
import { checkValue, displayValue, valueTaken } from './values'

type MainKey = keyof ProfileMainInfoInput
const names = ['firstName', 'lastName', 'middleName'] as const

const titles: Record<string, string> = {
  firstName: 'Имя',
  lastName: 'Фамилия',
  middleName: 'Отчество',
  birthDate: 'Дата рождения',
  avatar: 'Аватар',
  email: 'Электронная почта',
  mobile: 'Мобильный телефон',
  mobileMessengers: 'Мессенджеры',
  gender: 'Пол',
  locale: 'Язык интерфейса',
  comment: 'Комментарий',
  mobiles: 'Личные телефоны',
  emails: 'Личная почта',
}

const text = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null
  return Array.isArray(value) ? value.join(', ') || null : String(value)
}

export function updateProfile(context: Context<'updateProfile'>) {
  const { state, session, body, now, request } = context
  const account = session.account
  const record = profileOf(state.profile, account.id)
  if (!record.editable) return forbidden({ accessError: true })
  const input = body.mainInfo ?? {}
  const nameChanged = names.some(
    (key) => input[key] !== undefined && (input[key] ?? '') !== account[key],
  )
  if (account.directory && nameChanged) return directoryAccount()

  const fields = allFields(profileTabs(state))
  const configured = (code: string) =>
    fields.find((field) => field.code === code && field.kind !== 'additional')
  const before = mainInfo(account, record)
  const errors: Record<string, MessageKey[]> = {}
  const fail = (key: string, error: MessageKey | undefined) => {
    if (error) errors[key] = [...new Set([...(errors[key] ?? []), error])]
  }

  for (const key of Object.keys(input) as MainKey[]) {
    const value = input[key]
    const field = configured(key)
    const path = `mainInfo.${key}`
    const changed = text(value) !== text(before[key as keyof typeof before])
    if (field && changed && (!field.profileEdit || isDisabled(field, account)))
      fail(path, 'errorReadOnly')
    if (field && isRequired(field, account)) fail(path, validateRequired(value))
    if (typeof value !== 'string') continue
    const rules = profileMainRules(key, value, { countries: state.ui.countries, now })
    for (const rule of rules) fail(path, rule)
    if (rules.some(Boolean)) continue
    if (key === 'email' && emailTaken(state, value, account.id)) fail(path, 'errorUnique')
    if (key === 'mobile' && mobileTaken(state, value, account.id)) fail(path, 'errorPhoneExists')
    if (key === 'locale' && !domainLanguages(state).some((language) => language.code === value))
      fail(path, 'errorInvalid')
    if (key === 'avatar' && value !== record.avatarId) fail(path, 'errorInvalid')
  }

  const contacts = body.contactsInfo
  if (contacts) {
    const mainMobile = input.mobile !== undefined ? input.mobile : account.mobile
    const mainEmail = input.email !== undefined ? input.email : account.email
    for (const [at, rules] of Object.entries(profileContactRules(contacts, state.ui.countries)))
      for (const rule of rules) fail(at, rule)
    contacts.mobiles.forEach((entry, index) => {
      const at = `contactsInfo.mobiles.${index}.value`
      if (!errors[at] && mobileTaken(state, entry.value, account.id)) fail(at, 'errorPhoneExists')
    })
    contacts.emails.forEach((entry, index) => {
      const at = `contactsInfo.emails.${index}.value`
      if (!errors[at] && emailTaken(state, entry.value, account.id)) fail(at, 'errorUnique')
    })
    for (const list of ['mobiles', 'emails'] as const) {
      const main = list === 'mobiles' ? mainMobile : mainEmail
      fail(`contactsInfo.${list}`, profileContactListRule(configured(list), contacts[list], main))
    }
  }

  const additional: Record<string, ReturnType<typeof checkValue>['value']> = {}
  for (const [code, sent] of Object.entries(body.additionalInfo ?? {})) {
    const field = fields.find(
      (candidate) => candidate.kind === 'additional' && candidate.code === code,
    )
    const path = `additionalInfo.${code}`
    if (!field) {
      fail(path, 'errorInvalid')
      continue
    }
    const checked = checkValue(state, field, sent)
    for (const [at, error] of checked.errors) fail(at ? `${path}.${at}` : path, error)
    const changed =
      JSON.stringify(checked.value) !== JSON.stringify(record.additional[code] ?? null)
    if (changed && !field.profileEdit) fail(path, 'errorReadOnly')
    if (isRequired(field, account))
      fail(path, validateRequired(checked.value === false ? null : checked.value))
    if (valueTaken(state, field, checked.value, account.id)) fail(path, 'errorUnique')
    additional[code] = checked.value
  }
  if (Object.keys(errors).length > 0) return invalid(errors)

  const changes: ProfileHistoryChange[] = []
  const note = (field: string, was: string | null, now: string | null, title?: string) => {
    if (was !== now)
      changes.push({ field, title: title ?? titles[field] ?? field, before: was, after: now })
  }
  for (const key of names) {
    if (input[key] === undefined) continue
    note(key, text(account[key]), text(input[key]), configured(key)?.title)
    account[key] = input[key] ?? ''
  }
  if (input.gender !== undefined) {
    note('gender', account.gender, input.gender, configured('gender')?.title)
    account.gender = input.gender
  }
  if (input.email !== undefined && input.email !== account.email) {
    note('email', account.email, input.email, configured('email')?.title)
    account.email = input.email
    account.emailVerified = false
  }
  if (input.mobile !== undefined && input.mobile !== account.mobile) {
    note('mobile', account.mobile, input.mobile, configured('mobile')?.title)
    account.mobile = input.mobile
    account.mobileVerified = false
  }
  if (input.birthDate !== undefined) {
    note('birthDate', record.birthDate, input.birthDate)
    record.birthDate = input.birthDate
  }
  if (input.comment !== undefined) {
    note('comment', record.comment, input.comment || null)
    record.comment = input.comment || null
  }
  if (input.mobileMessengers !== undefined) {
    note('mobileMessengers', text(record.mobileMessengers), text(input.mobileMessengers))
    record.mobileMessengers = [...input.mobileMessengers]
  }
  if (input.locale !== undefined && input.locale !== record.locale) {
    note('locale', record.locale, input.locale)
    record.locale = input.locale
    userSettingsOf(state.ui, account.id).lang = input.locale
  }
  if (input.avatar === null && record.avatarId) {
    note('avatar', record.avatarId, null)
    state.profile.avatars = state.profile.avatars.filter((file) => file.id !== record.avatarId)
    record.avatarId = null
  }
  if (contacts) {
    note(
      'mobiles',
      text(record.contacts.mobiles.map((entry) => entry.value)),
      text(contacts.mobiles.map((entry) => entry.value)),
    )
    note(
      'emails',
      text(record.contacts.emails.map((entry) => entry.value)),
      text(contacts.emails.map((entry) => entry.value)),
    )
    record.contacts = {
      mobiles: contacts.mobiles.map((entry) => ({ ...entry, messengers: [...entry.messengers] })),
      emails: contacts.emails.map((entry) => ({ ...entry })),
    }
  }
  syncMainContacts(record, account, input, contacts !== undefined, () => state.random.uuid())
  for (const [code, value] of Object.entries(additional)) {
    const field = fields.find((candidate) => candidate.code === code) as FieldDef
    note(
      code,
      displayValue(field, record.additional[code]),
      displayValue(field, value),
      field.title,
    )
    record.additional[code] = value
  }
  if (changes.length > 0) {
    recordProfileChange(state, {
      account,
      type: 'update',
      changes,
      ip: requestIp(request),
      at: now,
    })
  }
  return done()
}

/**
 * Keeps the main entries of the contact lists and the main mobile and email of `mainInfo`
 * the same value: a sent `mainInfo` value wins, otherwise the lists' main entries do.
 */
function syncMainContacts(
  record: ReturnType<typeof profileOf>,
  account: Context<'updateProfile'>['session']['account'],
  input: ProfileMainInfoInput,
  listsSent: boolean,
  newId: () => string,
): void {
  const mobile = record.contacts.mobiles.find((entry) => entry.main)
  if (input.mobile === undefined && listsSent && mobile && mobile.value !== account.mobile) {
    account.mobile = mobile.value
    account.mobileVerified = false
  } else if (mobile && account.mobile) mobile.value = account.mobile
  else if (mobile)
    record.contacts.mobiles = record.contacts.mobiles.filter((entry) => entry !== mobile)
  else if (account.mobile && input.mobile) {
    const entry = {
      value: account.mobile,
      main: true,
      additional: null,
      messengers: [],
      clientId: newId(),
    }
    record.contacts.mobiles.unshift(entry)
  }
  const email = record.contacts.emails.find((entry) => entry.main)
  if (input.email === undefined && listsSent && email && email.value !== account.email) {
    account.email = email.value
    account.emailVerified = false
  } else if (email && account.email) email.value = account.email
  else if (email) record.contacts.emails = record.contacts.emails.filter((entry) => entry !== email)
  else if (account.email && input.email) {
    record.contacts.emails.unshift({ value: account.email, main: true, clientId: newId() })
  }
}
