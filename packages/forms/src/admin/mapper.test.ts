import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { MapperForm } from '../contract'
import { validateMapper } from './mapper'

const base: MapperForm = {
  type: 'users-base',
  name: 'email',
  before: 'mail',
  after: 'email',
  customAttributes: false,
  mappingType: 'key',
  attributes: [],
}
const access: MapperForm = {
  ...base,
  type: 'users-access',
  name: 'roles',
  after: null,
  accessType: 'role',
  accessIds: ['3f1c2a4e-7b5d-4c8e-9a21-6d0f8b3e5a71'],
}

describe('mapper modal', () => {
  it('passes a base mapper and an access mapper', () => {
    expect(validateMapper(base)).toEqual({})
    expect(validateMapper(access)).toEqual({})
  })

  it.each<[MapperForm, Record<string, string[]>]>([
    [{ ...base, name: 'e-mail' }, { name: ['errorLatin'] }],
    [
      { ...base, name: '', before: '', after: '' },
      {
        name: ['errorEmpty'],
        before: ['errorEmpty'],
        after: ['errorEmpty'],
      },
    ],
    [{ ...base, after: 'middleName' }, { after: ['errorInvalid'] }],
    [{ ...base, type: 'users-other' as MapperForm['type'] }, { type: ['errorInvalid'] }],
    [
      { ...base, mappingType: 'regex' as MapperForm['mappingType'] },
      { mappingType: ['errorInvalid'] },
    ],
    [{ ...base, customAttributes: true, attributes: undefined }, { attributes: ['errorEmpty'] }],
    [
      {
        ...base,
        customAttributes: true,
        attributes: [
          { attribute: 'department', value: 'Бухгалтерия' },
          { attribute: ' ', value: 'v'.repeat(256) },
        ],
      },
      { 'attributes.1.attribute': ['errorEmpty'], 'attributes.1.value': ['errorMaxLength'] },
    ],
    [
      { ...access, accessType: null, accessIds: undefined },
      {
        accessType: ['errorEmpty'],
        accessIds: ['errorEmpty'],
      },
    ],
    [
      { ...access, accessType: 'group' as MapperForm['accessType'], accessIds: ['42'] },
      {
        accessType: ['errorInvalid'],
        accessIds: ['errorInvalid'],
      },
    ],
  ])('%j → %j', (mapper, errors) => {
    expect(validateMapper(mapper)).toEqual(errors)
  })

  it('checks the custom attribute rows, or before and after, never both', () => {
    const row = fc.record({ attribute: fc.string(), value: fc.string() })
    fc.assert(
      fc.property(fc.boolean(), fc.array(row, { maxLength: 5 }), (customAttributes, attributes) => {
        const keys = Object.keys(
          validateMapper({ ...base, before: '', after: '', customAttributes, attributes }),
        )
        const rowKeys = keys.filter((key) => key.startsWith('attributes'))
        const pairKeys = keys.filter((key) => key === 'before' || key === 'after')
        if (customAttributes) expect(pairKeys).toEqual([])
        else expect(rowKeys).toEqual([])
        if (!customAttributes) expect(pairKeys).toEqual(['before', 'after'])
      }),
    )
  })

  it('passes any access mapper naming roles by their ids', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 5 }), (accessIds) => {
        expect(validateMapper({ ...access, accessType: 'method', accessIds })).toEqual({})
      }),
    )
  })
})
