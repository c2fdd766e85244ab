import type { Mapper } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { mapperInput, mapperValues, withMapperChange } from './mapper-form'

const access: Mapper = {
  id: '71c3d8a5-9e2f-4b60-a4d7-3f8e1c5b2a96',
  type: 'users-access',
  enabled: true,
  name: 'accountingRoles',
  before: null,
  after: null,
  customAttributes: true,
  mappingType: 'value',
  attributes: [
    { id: '0f6a2d84-5c1b-4e93-b7f0-2a9d6e3c8b15', attribute: 'department', value: 'Бухгалтерия' },
  ],
  accessType: 'role',
  accessIds: ['9b1e7c42-3f5a-4d08-8e6c-5a2f9d1b7e03'],
}

describe('mapper form', () => {
  it('starts a new mapper enabled, by key, without custom attributes', () => {
    expect(mapperValues(null)).toEqual({
      type: 'users-base',
      enabled: true,
      name: '',
      before: '',
      after: '',
      customAttributes: false,
      mappingType: 'key',
      attributes: [],
      accessType: null,
      accessIds: [],
    })
  })

  it('clears before, after and the attribute rows when the type or custom attributes change', () => {
    const base = { ...mapperValues(null), name: 'login', before: 'username', after: 'login' }
    expect(withMapperChange(base, { type: 'users-access' })).toMatchObject({
      type: 'users-access',
      before: '',
      after: '',
      attributes: [],
    })
    const custom = withMapperChange(mapperValues(access), { customAttributes: false })
    expect(custom).toMatchObject({ customAttributes: false, attributes: [], before: '' })
    expect(withMapperChange(base, { type: 'users-base' })).toEqual(base)
  })

  it('sends only what the kind uses', () => {
    expect(
      mapperInput({ ...mapperValues(null), name: ' login ', before: ' username ', after: 'login' }),
    ).toEqual({
      type: 'users-base',
      enabled: true,
      name: 'login',
      customAttributes: false,
      mappingType: 'key',
      before: 'username',
      after: 'login',
    })
    expect(mapperInput(mapperValues(access))).toEqual({
      type: 'users-access',
      enabled: true,
      name: 'accountingRoles',
      customAttributes: true,
      mappingType: 'value',
      attributes: access.attributes,
      accessType: 'role',
      accessIds: access.accessIds,
    })
  })
})
