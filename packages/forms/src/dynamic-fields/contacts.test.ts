import { describe, expect, it } from 'vitest'
import { canDeleteContact, isContactRequired, validateContactList } from './contacts'

describe('contact entries', () => {
  it.each([
    [{ profileRequired: true }, '+79161234567', true],
    [{ profileRequired: false }, '+79161234567', false],
    [{ profileRequired: false }, null, true],
    [{ profileRequired: false }, '', true],
    [undefined, '+79161234567', false],
    [undefined, undefined, true],
  ])('field %j, main value %s → required %s', (field, main, required) => {
    expect(isContactRequired(field, main)).toBe(required)
  })

  it.each([
    [2, true, true],
    [1, true, false],
    [1, false, true],
    [0, false, true],
  ])('%i entries, required %s → may delete %s', (count, required, allowed) => {
    expect(canDeleteContact(count, required)).toBe(allowed)
  })

  it('keeps at least one filled-in entry when required', () => {
    expect(validateContactList([''], true)).toBe('errorEmpty')
    expect(validateContactList([], true)).toBe('errorEmpty')
    expect(validateContactList(['', 'a@b.ru'], true)).toBeUndefined()
    expect(validateContactList([], false)).toBeUndefined()
  })
})
