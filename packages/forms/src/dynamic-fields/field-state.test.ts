import { describe, expect, it } from 'vitest'
import type { FieldType } from '../contract'
import { isBlockVisible } from './blocks'
import { canBeMultiple, controlKinds, hasItems } from './control'
import { fieldState } from './field-state'
import { initialFieldValue, savedFieldValue } from './values'

const editable = {
  profileEdit: true,
  disabled: false,
  profileRequired: false,
  multiple: false,
  fieldType: 'input' as FieldType,
}

describe('the control of each fieldType', () => {
  it.each([
    ['input', 'text'],
    ['email', 'text'],
    ['textarea', 'textarea'],
    ['date', 'date'],
    ['phone', 'phone'],
    ['dropbox', 'select'],
    ['combobox', 'multiSelect'],
    ['toggle', 'switch'],
    ['picture', null],
  ] as const)('%s → %s', (fieldType, control) => {
    expect(controlKinds[fieldType]).toBe(control)
    expect(fieldState({ ...editable, fieldType }).control).toBe(control)
  })

  it('has items only for combobox and dropbox', () => {
    const withItems = Object.keys(controlKinds).filter((type) => hasItems(type as FieldType))
    expect(withItems.sort()).toEqual(['combobox', 'dropbox'])
  })

  it('repeats a control only where a list of controls makes sense', () => {
    const repeatable = Object.keys(controlKinds).filter((type) => canBeMultiple(type as FieldType))
    expect(repeatable.sort()).toEqual(['date', 'dropbox', 'email', 'input', 'phone', 'textarea'])
  })
})

describe('read-only, disabled and required', () => {
  it.each([
    [{}, false, { readOnly: false, disabled: false, required: false }],
    [{ profileEdit: false }, false, { readOnly: true, disabled: true }],
    [{ disabled: true }, false, { readOnly: true, disabled: true }],
    [{}, true, { readOnly: true, disabled: true }],
    [{ profileRequired: true }, false, { required: true }],
    [{ profileRequired: true, profileEdit: false }, false, { required: false }],
    [{ profileRequired: true, fieldType: 'toggle' }, false, { required: false }],
    [{ multiple: true }, false, { multiple: true }],
    [{ multiple: true, fieldType: 'combobox' }, false, { multiple: false }],
    [{ multiple: true, fieldType: undefined }, false, { multiple: true, control: null }],
  ] as const)('%j, form read-only %s → %j', (change, formReadOnly, expected) => {
    expect(fieldState({ ...editable, ...change }, formReadOnly)).toMatchObject(expected)
  })
})

describe('initial values and the value on save', () => {
  it.each([
    [{ fieldType: 'input' }, 'Москва', 'Москва'],
    [{ fieldType: 'input' }, null, ''],
    [{ fieldType: 'input' }, undefined, ''],
    [{ fieldType: 'input' }, ['a', 'b'], 'a'],
    [{ fieldType: 'input', multiple: true }, null, ['']],
    [{ fieldType: 'input', multiple: true }, [], ['']],
    [{ fieldType: 'phone', multiple: true }, '+79161234567', ['+79161234567']],
    [{ fieldType: 'email', multiple: true }, ['a@b.ru', 'c@d.ru'], ['a@b.ru', 'c@d.ru']],
    [{ fieldType: 'toggle' }, true, true],
    [{ fieldType: 'toggle' }, null, false],
    [{ fieldType: 'combobox' }, null, []],
    [{ fieldType: 'combobox' }, ['id1'], ['id1']],
    [{ fieldType: 'dropbox' }, 'id1', 'id1'],
  ] as const)('%j with %j starts as %j', (field, value, expected) => {
    expect(initialFieldValue({ multiple: false, ...field }, value as never)).toEqual(expected)
  })

  it.each([
    [{ fieldType: 'input', multiple: true }, ['a', '', ' ', 'b'], ['a', 'b']],
    [{ fieldType: 'input', multiple: true }, [''], []],
    [{ fieldType: 'input', multiple: true }, 'not a list', []],
    [{ fieldType: 'combobox' }, ['id1', ''], ['id1']],
    [{ fieldType: 'input' }, 'Москва', 'Москва'],
    [{ fieldType: 'input' }, '  ', null],
    [{ fieldType: 'input' }, ['a'], null],
    [{ fieldType: 'toggle' }, true, true],
    [{ fieldType: 'toggle' }, false, false],
  ] as const)('%j saves %j as %j', (field, value, expected) => {
    expect(savedFieldValue({ multiple: false, ...field }, value as never)).toEqual(expected)
  })
})

describe('a profile block is visible only with a value or when editable', () => {
  const fields = [{ code: 'city' }, { code: 'remote' }, { code: 'phones' }]

  it.each([
    [{}, false, false],
    [{}, true, true],
    [{ city: '' }, false, false],
    [{ city: 'Москва' }, false, true],
    [{ remote: false }, false, false],
    [{ remote: true }, false, true],
    [{ phones: [''] }, false, false],
    [{ phones: ['+79161234567'] }, false, true],
  ])('%j, editable %s → %s', (values, editableView, visible) => {
    expect(isBlockVisible(fields, values, editableView)).toBe(visible)
  })
})
