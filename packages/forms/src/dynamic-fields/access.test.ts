import { describe, expect, it } from 'vitest'
import { canSetFlag, fieldLocks, validateDynamicFieldCode } from './access'
import { newDynamicField } from './admin-flags'

const ordinary = { actionsAccess: 0, systemic: false, immutable: false } as const

describe('access levels of a field', () => {
  it('0 locks nothing of an ordinary field', () => {
    expect(fieldLocks(ordinary)).toEqual({
      readOnly: false,
      title: false,
      code: false,
      fieldType: false,
      details: false,
      active: false,
      delete: false,
      flags: [],
    })
  })

  it('1 locks the title, the activity and every flag of a systemic field', () => {
    const locks = fieldLocks({ actionsAccess: 1, systemic: true, immutable: true })
    expect(locks).toMatchObject({
      readOnly: false,
      title: true,
      code: true,
      fieldType: true,
      details: false,
      active: true,
      delete: true,
    })
    expect(locks.flags).toContain('profileEdit')
    expect(locks.flags).toContain('unique')
  })

  it('2 locks the visibility flags, 3 the required flags', () => {
    expect(fieldLocks({ ...ordinary, actionsAccess: 2 })).toMatchObject({
      title: false,
      active: false,
      delete: true,
      flags: ['adminVisible', 'profileVisible'],
    })
    expect(fieldLocks({ ...ordinary, actionsAccess: 3 }).flags).toEqual([
      'adminRequired',
      'profileRequired',
      'integrationRequired',
    ])
  })

  it('4 locks everything', () => {
    expect(fieldLocks({ ...ordinary, actionsAccess: 4 })).toMatchObject({
      readOnly: true,
      title: true,
      code: true,
      fieldType: true,
      details: true,
      active: true,
      delete: true,
    })
  })

  it('a systemic field at level 0 still cannot be deleted', () => {
    expect(fieldLocks({ ...ordinary, systemic: true }).delete).toBe(true)
  })
})

describe('flags the modal may switch', () => {
  const field = newDynamicField()

  it('any flag of an editable field', () => {
    expect(canSetFlag(field, 'profileRequired', true, fieldLocks(ordinary))).toBe(true)
  })

  it('not a locked flag', () => {
    const locks = fieldLocks({ ...ordinary, actionsAccess: 3 })
    expect(canSetFlag(field, 'profileRequired', true, locks)).toBe(false)
  })

  it('not one whose dependencies reach a locked flag', () => {
    const locks = fieldLocks({ ...ordinary, actionsAccess: 2 })
    expect(canSetFlag(field, 'profileEdit', true, locks)).toBe(false)
    expect(canSetFlag({ ...field, profileVisible: true }, 'profileEdit', true, locks)).toBe(true)
    expect(canSetFlag(field, 'adminEdit', false, locks)).toBe(true)
  })

  it('not a required flag on a toggle', () => {
    const toggle = { ...field, fieldType: 'toggle' as const }
    expect(canSetFlag(toggle, 'adminRequired', true, fieldLocks(ordinary))).toBe(false)
  })
})

describe('dynamic-field codes', () => {
  it.each([
    ['users_main', undefined],
    ['englishLevel', undefined],
    ['a-b_c9', undefined],
    ['', undefined],
    [null, undefined],
    ['9lives', 'errorMask'],
    ['код', 'errorMask'],
    ['has space', 'errorMask'],
    [`a${'b'.repeat(63)}`, undefined],
    [`a${'b'.repeat(64)}`, 'errorMask'],
  ])('%s → %s', (code, expected) => {
    expect(validateDynamicFieldCode(code)).toBe(expected)
  })
})
