import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type DynamicFieldFlags,
  dynamicFieldFlags,
  setFieldFlag,
} from '../dynamic-fields/admin-flags'
import {
  type DynamicFieldForm,
  dynamicFieldFlagErrors,
  validateDynamicFieldForm,
  validateDynamicFieldSubtype,
} from './dynamic-field'

const field: DynamicFieldForm = {
  title: 'Должность',
  code: 'position',
  fieldType: 'input',
  comment: null,
  placeholder: '',
}
const choice = { value: 'Бухгалтер', code: 'accountant' }
const off = Object.fromEntries(dynamicFieldFlags.map((flag) => [flag, false])) as DynamicFieldFlags

describe('dynamic field modal', () => {
  it.each<[Partial<DynamicFieldForm>, Record<string, string[]>]>([
    [{}, {}],
    [{ fieldType: 'dropbox', items: [choice] }, {}],
    [
      { title: ' ', code: '' },
      { title: ['errorEmpty'], code: ['errorEmpty'] },
    ],
    [
      { code: '1st', comment: 'c'.repeat(256), placeholder: 'p'.repeat(256) },
      {
        code: ['errorMask'],
        comment: ['errorMaxLength'],
        placeholder: ['errorMaxLength'],
      },
    ],
    [{ fieldType: 'combobox', items: [] }, { items: ['errorEmpty'] }],
    [{ items: [choice] }, { items: ['errorInvalid'] }],
    [
      { fieldType: 'dropbox', items: [{ value: '', code: 'c'.repeat(65) }] },
      {
        'items.0.value': ['errorEmpty'],
        'items.0.code': ['errorMaxLength'],
      },
    ],
  ])('%j → %j', (change, errors) => {
    expect(validateDynamicFieldForm({ ...field, ...change })).toEqual(errors)
  })
})

describe('block modal', () => {
  it('needs a title and a code of the mask', () => {
    expect(validateDynamicFieldSubtype({ title: 'Контакты', code: 'contacts' })).toEqual({})
    expect(validateDynamicFieldSubtype({ title: '', code: 'контакты' })).toEqual({
      title: ['errorEmpty'],
      code: ['errorMask'],
    })
  })
})

describe('flag dependencies of a sent field', () => {
  it('refuses a required toggle and a required flag without what it implies', () => {
    expect(dynamicFieldFlagErrors({ ...off, fieldType: 'toggle', profileRequired: true })).toEqual({
      profileRequired: ['errorInvalid'],
    })
    expect(dynamicFieldFlagErrors({ ...off, fieldType: 'input', adminRequired: true })).toEqual({
      adminEdit: ['errorInvalid'],
      adminVisible: ['errorInvalid'],
    })
  })

  it('passes any flags the modal itself sets, one switch at a time', () => {
    const step = fc.tuple(fc.constantFrom(...dynamicFieldFlags), fc.boolean())
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const flags = steps.reduce((current, [flag, value]) => setFieldFlag(current, flag, value), {
          ...off,
          fieldType: 'input' as const,
        })
        expect(dynamicFieldFlagErrors(flags)).toEqual({})
      }),
    )
  })
})
