import type { DynamicField } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import {
  copyCode,
  fieldFormValues,
  fieldInput,
  validateFieldForm,
  withFieldType,
} from './field-form'

const english: DynamicField = {
  id: 'f1',
  active: true,
  title: 'Уровень английского',
  code: 'englishLevel',
  type: 'users',
  subtype: 's1',
  order: 2,
  fieldType: 'dropbox',
  unique: false,
  multiple: false,
  comment: null,
  placeholder: 'Выберите уровень',
  items: [
    { id: 'i1', value: 'Начальный', order: 0, code: 'basic' },
    { id: 'i2', value: 'Средний', order: 1, code: null },
  ],
  valueCount: 12,
  systemic: true,
  immutable: true,
  actionsAccess: 1,
  adminRequired: false,
  adminVisible: true,
  adminEdit: true,
  profileRequired: true,
  profileVisible: true,
  profileEdit: true,
  integrationRequired: false,
}

describe('field modal values', () => {
  it('a new field is active, visible to administrators, not multiple, in the chosen block', () => {
    expect(fieldFormValues('create', null, 's2')).toMatchObject({
      title: '',
      code: '',
      subtype: 's2',
      fieldType: 'input',
      active: true,
      adminVisible: true,
      multiple: false,
      items: [],
    })
  })

  it('a copy keeps the settings, offers a new code and new choices', () => {
    const copy = fieldFormValues('copy', english, 's2')
    expect(copy).toMatchObject({ code: 'englishLevel_copy', subtype: 's1', profileRequired: true })
    expect(copy.items.map((item) => item.itemId)).toEqual([null, null])
    expect(copyCode('a'.repeat(64))).toHaveLength(64)
  })

  it('an update sends the field back with its choices by id', () => {
    const values = fieldFormValues('update', english, 's2')
    expect(fieldInput(values, 'users')).toEqual({
      active: true,
      title: 'Уровень английского',
      code: 'englishLevel',
      type: 'users',
      subtype: 's1',
      fieldType: 'dropbox',
      comment: null,
      placeholder: 'Выберите уровень',
      items: [
        { id: 'i1', value: 'Начальный', order: 0, code: 'basic' },
        { id: 'i2', value: 'Средний', order: 1, code: null },
      ],
      adminRequired: false,
      adminEdit: true,
      adminVisible: true,
      profileRequired: true,
      profileEdit: true,
      profileVisible: true,
      integrationRequired: false,
      multiple: false,
      unique: false,
    })
    expect(fieldInput(values, 'users', true).force).toBe(true)
  })
})

describe('changing the type', () => {
  const values = fieldFormValues('update', english, 's1')

  it('to a toggle clears the required flags and the choices', () => {
    expect(withFieldType(values, 'toggle')).toMatchObject({
      fieldType: 'toggle',
      profileRequired: false,
      profileEdit: true,
      items: [],
    })
  })

  it('to a list type offers a first choice, and drops multiple where it cannot hold', () => {
    const input = { ...fieldFormValues('create', null, 's1'), multiple: true }
    expect(withFieldType(input, 'combobox')).toMatchObject({
      multiple: false,
      items: [{ itemId: null, value: '', code: '' }],
    })
    expect(withFieldType(values, 'combobox').items).toHaveLength(2)
    expect(withFieldType(input, 'textarea').multiple).toBe(true)
  })
})

describe('the modal’s checks', () => {
  it('needs a title, a code of the mask and filled choices', () => {
    const values = { ...fieldFormValues('create', null, 's1'), fieldType: 'dropbox' as const }
    expect(validateFieldForm({ ...values, code: '1st' })).toEqual({
      title: ['errorEmpty'],
      code: ['errorMask'],
      items: ['errorEmpty'],
    })
    expect(
      validateFieldForm({
        ...values,
        title: 'Размер',
        code: 'size',
        items: [{ itemId: null, value: ' ', code: '' }],
      }),
    ).toEqual({ 'items.0.value': ['errorEmpty'] })
  })

  it('ignores choices of a type that has none', () => {
    const values = { ...fieldFormValues('create', null, 's1'), title: 'Город', code: 'city' }
    expect(
      validateFieldForm({ ...values, items: [{ itemId: null, value: '', code: '' }] }),
    ).toEqual({})
  })
})
