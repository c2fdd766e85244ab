import type { ProfileConfigure, ProfileDetails, ProfileFieldConfig } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { allFields, kindOf, mainDefinition, type PlacedField, personalBlocks } from './fields'
import { type PhoneEntry, toFormValues, toUpdateBody } from './form-values'
import { validateProfileForm } from './validate'

function field(code: string, flags: Partial<ProfileFieldConfig> = {}): ProfileFieldConfig {
  return {
    code,
    title: code,
    systemic: !flags.fieldType,
    disabled: false,
    profileRequired: false,
    adminRequired: false,
    profileEdit: true,
    multiple: false,
    comment: null,
    ...flags,
  }
}

const configure: ProfileConfigure = {
  tabs: [{ id: 't1', code: 'users_main', title: 'Личные данные' }],
  blocks: {
    users_main: [
      { id: 'b1', code: 'users_main_base', title: 'Основное', systemic: true },
      { id: 'b2', code: 'users_main_contacts', title: 'Контакты', systemic: true },
      { id: 'b3', code: 'users_main_work', title: 'Работа', systemic: false },
    ],
    users_education: [{ id: 'b4', code: 'users_education_main', title: 'Учёба', systemic: false }],
  },
  fields: {
    users_main_base: [
      field('lastName', { profileRequired: true }),
      field('birthDate'),
      field('mobile'),
      field('comment'),
      field('login', { profileEdit: false, disabled: true }),
    ],
    users_main_contacts: [
      field('mobiles', { multiple: true }),
      field('emails', { multiple: true }),
    ],
    users_main_work: [
      field('position', { fieldType: 'input', profileRequired: true }),
      field('workPhones', { fieldType: 'phone', multiple: true }),
      field('remote', { fieldType: 'toggle' }),
    ],
    users_education_main: [field('institution', { fieldType: 'input' })],
  },
}

const details = {
  mainInfo: {
    firstName: 'Иван',
    lastName: 'Петров',
    middleName: null,
    birthDate: '2001-05-21',
    fio: 'Петров Иван',
    avatar: null,
    email: 'user@example.ru',
    emailVerify: true,
    mobile: '+79160000003',
    mobileVerify: true,
    mobileMessengers: [],
    gender: null,
    login: 'user',
    groups: [],
    locale: 'ru',
    comment: null,
    isEditable: true,
  },
  contactsInfo: {
    mobiles: [
      { value: '+79160000003', main: true, additional: null, messengers: [], clientId: 'm1' },
    ],
    emails: [],
  },
  additionalInfo: { position: 'Инженер', workPhones: ['+74959690539'], remote: null },
  accessInfo: { requiredFieldsEmpty: false, requiredFieldsEmptyCodes: [] },
  updatedInfo: { updatedAt: null, updatedBy: null },
  termsInfo: [],
  availableActions: { updatePassword: true, setPassword: false },
} satisfies ProfileDetails

const countries = [{ code: 'RU', dialCode: '+7' }]
const fields: PlacedField[] = personalBlocks(configure).flatMap((block) => block.fields)
const ids = () => {
  let next = 0
  return () => `new-${++next}`
}
const now = new Date('2026-11-21T12:00:00')

describe('profile fields', () => {
  it('tells built-in members, contact lists and dynamic fields apart', () => {
    expect(kindOf(field('birthDate'))).toBe('main')
    expect(kindOf(field('mobiles'))).toBe('contacts')
    expect(kindOf(field('position', { fieldType: 'input' }))).toBe('additional')
  })

  it('renders the personal tab only, and finds fields of every tab for the modal', () => {
    expect(personalBlocks(configure).map(({ block }) => block.code)).toEqual([
      'users_main_base',
      'users_main_contacts',
      'users_main_work',
    ])
    expect(allFields(configure).map(({ config }) => config.code)).toContain('institution')
  })

  it('gives main members their control and makes a directory account’s name read-only', () => {
    const items = { gender: [{ id: 'man', value: 'Мужской' }] }
    expect(mainDefinition(field('birthDate'), { items })?.fieldType).toBe('date')
    expect(mainDefinition(field('gender'), { items })?.items).toEqual(items.gender)
    expect(mainDefinition(field('avatar'), { items })).toBeNull()
    const name = mainDefinition(field('lastName'), { items, directoryNote: 'Каталог' })
    expect(name).toMatchObject({ fieldType: 'input', disabled: true, comment: 'Каталог' })
    expect(mainDefinition(field('birthDate'), { items, directoryNote: 'Каталог' })?.disabled).toBe(
      false,
    )
  })
})

describe('profile form values', () => {
  it('starts an empty editable contact list with one empty entry', () => {
    const values = toFormValues(details, fields, ids())
    expect(values.contactsInfo.emails).toEqual([{ value: '', main: false, clientId: 'new-1' }])
    expect(values.mainInfo).toMatchObject({
      lastName: 'Петров',
      comment: '',
      mobile: '+79160000003',
    })
    expect(values.additionalInfo).toEqual({
      position: 'Инженер',
      workPhones: ['+74959690539'],
      remote: false,
    })
  })

  it('sends nothing when nothing changed', () => {
    const initial = toFormValues(details, fields, ids())
    expect(toUpdateBody(initial, structuredClone(initial), fields)).toBeNull()
  })

  it('sends only the changed members, empty text as null', () => {
    const initial = toFormValues(details, fields, ids())
    const current = structuredClone(initial)
    current.mainInfo.birthDate = ''
    current.mainInfo.comment = 'Звонить после 10:00'
    current.additionalInfo.workPhones = ['+74959690539', '']
    expect(toUpdateBody(initial, current, fields)).toEqual({
      mainInfo: { birthDate: null, comment: 'Звонить после 10:00' },
      additionalInfo: { workPhones: ['+74959690539'] },
    })
  })

  it('sends both contact lists when one changed, without empty entries, the main one following mainInfo', () => {
    const initial = toFormValues(details, fields, ids())
    const current = structuredClone(initial)
    current.mainInfo.mobile = '+79161234567'
    current.contactsInfo.mobiles.push({
      value: '+74957654321',
      additional: '12345',
      messengers: ['telegram'],
      main: false,
      clientId: 'm2',
    })
    expect(toUpdateBody(initial, current, fields)?.contactsInfo).toEqual({
      mobiles: [
        { value: '+79161234567', main: true, additional: null, messengers: [], clientId: 'm1' },
        {
          value: '+74957654321',
          main: false,
          additional: '12345',
          messengers: ['telegram'],
          clientId: 'm2',
        },
      ],
      emails: [],
    })
  })
})

describe('profile validation', () => {
  const context = (initial = toFormValues(details, fields, ids())) => ({
    initial,
    countries,
    directory: false,
    now,
  })

  it('passes the saved profile', () => {
    const initial = toFormValues(details, fields, ids())
    expect(validateProfileForm(initial, fields, context(initial))).toEqual({})
  })

  it('checks the birth date range, the comment length and required fields', () => {
    const initial = toFormValues(details, fields, ids())
    const current = structuredClone(initial)
    current.mainInfo.birthDate = '1899-12-31'
    current.mainInfo.comment = 'а'.repeat(256)
    current.mainInfo.lastName = ' '
    current.additionalInfo.position = ''
    expect(validateProfileForm(current, fields, context(initial))).toEqual({
      'mainInfo.birthDate': ['errorDate'],
      'mainInfo.comment': ['errorMaxLength'],
      'mainInfo.lastName': ['errorEmpty'],
      'additionalInfo.position': ['errorEmpty'],
    })
    current.mainInfo.birthDate = '2026-11-22'
    expect(validateProfileForm(current, fields, context(initial))['mainInfo.birthDate']).toEqual([
      'errorDate',
    ])
  })

  it('checks phones, extensions and emails of the contacts and of multiple fields', () => {
    const initial = toFormValues(details, fields, ids())
    const current = structuredClone(initial)
    current.contactsInfo.mobiles.push({
      value: '+7123',
      additional: '123456',
      messengers: [],
      main: false,
      clientId: 'm2',
    })
    current.contactsInfo.emails = [{ value: 'user@', main: false, clientId: 'e1' }]
    current.additionalInfo.workPhones = ['+74959690539', '+7000']
    expect(validateProfileForm(current, fields, context(initial))).toEqual({
      'contactsInfo.mobiles.1.value': ['errorPhone'],
      'contactsInfo.mobiles.1.additional': ['errorPhone'],
      'contactsInfo.emails.0.value': ['errorEmail'],
      'additionalInfo.workPhones.1': ['errorPhone'],
    })
  })

  it('keeps one phone when the list is required because the main mobile is absent', () => {
    const initial = toFormValues(details, fields, ids())
    const current = structuredClone(initial)
    current.mainInfo.mobile = ''
    current.contactsInfo.mobiles = [
      { ...(initial.contactsInfo.mobiles[0] as PhoneEntry), value: '' },
    ]
    expect(validateProfileForm(current, fields, context(initial))['contactsInfo.mobiles']).toEqual([
      'errorEmpty',
    ])
    // Unchanged and not profileRequired: the list does not block saving the rest.
    expect(validateProfileForm(initial, fields, context(initial))['contactsInfo.mobiles']).toBe(
      undefined,
    )
  })

  it('skips read-only fields and a directory account’s name', () => {
    const initial = toFormValues(details, fields, ids())
    const current = structuredClone(initial)
    current.mainInfo.lastName = ''
    current.mainInfo.login = ''
    expect(validateProfileForm(current, fields, { ...context(initial), directory: true })).toEqual(
      {},
    )
  })
})
