import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  profileContactListRule,
  profileContactRules,
  profileMainRules,
  profileNameCodes,
  profileValueRule,
} from './profile-form'

const countries = [{ code: 'RU', dialCode: '+7' }]
const context = { countries, now: new Date('2026-11-21T12:00:00Z') }

describe('personal data: main members', () => {
  it.each([
    ['lastName', 'Иванов', []],
    ['firstName', 'И'.repeat(256), ['errorMaxLength']],
    ['middleName', 'Ива<н>', ['errorSymbols']],
    ['birthDate', '2030-01-01', ['errorDate']],
    ['comment', 'c'.repeat(256), ['errorMaxLength']],
    ['email', 'ivanov@', ['errorEmail']],
    ['mobile', '+7916', ['errorPhone']],
    ['gender', 'anything', []],
  ])('%s %j → %j', (code, value, errors) => {
    expect(profileMainRules(code, value, context).filter(Boolean)).toEqual(errors)
  })

  it('treats exactly the three members of a name as names', () => {
    expect(profileNameCodes).toEqual(['lastName', 'firstName', 'middleName'])
  })
})

describe('personal data: values of dynamic fields', () => {
  const items = [{ id: 'a' }, { id: 'b' }]
  it.each([
    [{ fieldType: 'date' as const }, '2026-02-30', 'errorDate'],
    [{ fieldType: 'date' as const }, '2026-02-28', undefined],
    [{ fieldType: 'email' as const }, 'x@example.ru', undefined],
    [{ fieldType: 'phone' as const }, '123', 'errorPhone'],
    [{ fieldType: 'dropbox' as const, items }, 'c', 'errorInvalid'],
    [{ fieldType: 'combobox' as const, items }, 'b', undefined],
    [{ fieldType: 'dropbox' as const }, 'c', undefined],
    [{ fieldType: 'textarea' as const }, 't'.repeat(4000), undefined],
    [{ fieldType: 'textarea' as const }, 't'.repeat(4001), 'errorMaxLength'],
    [{ fieldType: 'input' as const }, 't'.repeat(256), 'errorMaxLength'],
    [{ fieldType: null }, 't', undefined],
  ])('%j %j → %s', (field, value, error) => {
    expect(profileValueRule(field, value, countries)).toBe(error)
  })

  it('leaves any empty value to the required rule', () => {
    const type = fc.constantFrom(
      'input',
      'dropbox',
      'combobox',
      'toggle',
      'date',
      'textarea',
      'picture',
      'phone',
      'email',
    ) as fc.Arbitrary<'input'>
    fc.assert(
      fc.property(type, (fieldType) => {
        expect(profileValueRule({ fieldType, items: [] }, '', countries)).toBeUndefined()
      }),
    )
  })
})

describe('personal data: contact lists', () => {
  it('checks each entry and allows one main entry per list', () => {
    expect(
      profileContactRules(
        {
          mobiles: [
            { value: '+79161234567', additional: '12', main: true },
            { value: '+7916', additional: '123456', main: true },
          ],
          emails: [{ value: 'a@example.ru', main: true }, { value: 'b@' }],
        },
        countries,
      ),
    ).toEqual({
      'contactsInfo.mobiles.0.value': [undefined],
      'contactsInfo.mobiles.0.additional': [undefined],
      'contactsInfo.mobiles.1.value': ['errorPhone'],
      'contactsInfo.mobiles.1.additional': ['errorPhone'],
      'contactsInfo.emails.0.value': [undefined],
      'contactsInfo.emails.1.value': ['errorEmail'],
      'contactsInfo.mobiles': ['errorInvalid'],
      'contactsInfo.emails': [undefined],
    })
  })

  it('keeps a filled-in entry in a list that is required, or whose main value is empty', () => {
    const empty = [{ value: '' }, { value: ' ' }]
    const filled = [{ value: '' }, { value: 'a@example.ru' }]
    expect(profileContactListRule({ profileRequired: true }, empty, 'a@example.ru')).toBe(
      'errorEmpty',
    )
    expect(profileContactListRule({ profileRequired: false }, empty, '')).toBe('errorEmpty')
    expect(profileContactListRule({ profileRequired: false }, empty, 'a@example.ru')).toBe(
      undefined,
    )
    expect(profileContactListRule({ profileRequired: true }, filled, '')).toBe(undefined)
    // A list no field configures is never required.
    expect(profileContactListRule(undefined, empty, '')).toBe(undefined)
  })
})
