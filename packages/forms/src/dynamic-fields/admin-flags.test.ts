import { describe, expect, it } from 'vitest'
import type { DynamicField } from '../contract'
import {
  copyDynamicField,
  isTypeChangeFlagged,
  newDynamicField,
  setFieldFlag,
  setFieldType,
} from './admin-flags'

const field: DynamicField = {
  id: '3f1c2a4e-7b5d-4c8e-9a21-6d0f8b3e5a71',
  title: 'Город',
  code: 'city',
  comment: null,
  placeholder: null,
  valueCount: 3,
  systemic: true,
  immutable: true,
  actionsAccess: 1,
  ...newDynamicField(),
  items: [{ id: 'a', value: 'Москва' }],
}

const off = {
  adminRequired: false,
  adminVisible: false,
  adminEdit: false,
  profileRequired: false,
  profileVisible: false,
  profileEdit: false,
}

describe('flag dependencies', () => {
  it.each([
    ['adminRequired', true, off, { adminRequired: true, adminEdit: true, adminVisible: true }],
    [
      'profileRequired',
      true,
      off,
      { profileRequired: true, profileEdit: true, profileVisible: true },
    ],
    ['profileEdit', true, off, { profileEdit: true, profileVisible: true, profileRequired: false }],
    ['adminVisible', true, off, { adminVisible: true, adminEdit: false }],
    [
      'profileVisible',
      false,
      { profileRequired: true, profileEdit: true, profileVisible: true },
      { profileRequired: false, profileEdit: false, profileVisible: false },
    ],
    [
      'adminEdit',
      false,
      { adminRequired: true, adminEdit: true, adminVisible: true },
      { adminRequired: false, adminEdit: false, adminVisible: true },
    ],
    [
      'adminRequired',
      false,
      { adminRequired: true, adminEdit: true },
      { adminRequired: false, adminEdit: true },
    ],
    ['multiple', true, { unique: true }, { multiple: true, unique: false }],
    ['unique', true, { multiple: true }, { multiple: false, unique: true }],
    ['multiple', false, { multiple: true, unique: false }, { multiple: false, unique: false }],
    ['integrationRequired', true, off, { integrationRequired: true, adminVisible: false }],
  ] as const)('%s → %s on %j gives %j', (flag, value, start, expected) => {
    expect(setFieldFlag({ ...field, ...start }, flag, value)).toMatchObject(expected)
  })

  it('cannot make a toggle required', () => {
    const toggle = { ...field, fieldType: 'toggle' as const }
    expect(setFieldFlag(toggle, 'profileRequired', true)).toBe(toggle)
    expect(setFieldFlag(toggle, 'profileVisible', true).profileVisible).toBe(true)
  })
})

describe('field type changes', () => {
  it('to toggle clears every required flag and the items', () => {
    const required = {
      ...field,
      adminRequired: true,
      profileRequired: true,
      integrationRequired: true,
    }
    expect(setFieldType(required, 'toggle')).toMatchObject({
      fieldType: 'toggle',
      adminRequired: false,
      profileRequired: false,
      integrationRequired: false,
      items: [],
    })
  })

  it('keeps items only for combobox and dropbox', () => {
    expect(setFieldType(field, 'combobox').items).toEqual(field.items)
    expect(setFieldType(field, 'date')).toMatchObject({ items: [], adminVisible: true })
  })

  it.each([
    [3, 'date', true],
    [3, 'input', false],
    [0, 'date', false],
  ] as const)('with %i values, to %s, is flagged: %s', (valueCount, fieldType, flagged) => {
    expect(isTypeChangeFlagged({ fieldType: 'input', valueCount }, fieldType)).toBe(flagged)
  })
})

describe('copies and new fields', () => {
  it('a copy clears id, systemic, immutable and actionsAccess', () => {
    const copy = copyDynamicField(field)
    expect(copy).not.toHaveProperty('id')
    expect(copy).toMatchObject({
      systemic: false,
      immutable: false,
      actionsAccess: 0,
      code: 'city',
    })
  })

  it('a new field is active, adminVisible and not multiple', () => {
    expect(newDynamicField()).toMatchObject({ active: true, adminVisible: true, multiple: false })
    expect(newDynamicField().items).not.toBe(newDynamicField().items)
  })
})
