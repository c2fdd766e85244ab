import {
  createBaseMappers,
  createMapper,
  deleteMapper,
  getProvider,
  listMapperFields,
  listMappers,
  type MapperInput,
  searchRoleMethods,
  searchRoles,
  setMapperEnabled,
  updateMapper,
} from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { data, failure, signedIn } from '../../test/support/admin'
import type { Sandbox } from '../sandbox'

function syncOf(sandbox: Sandbox, name: string) {
  const provider = sandbox.state.providers.providers.find((item) => item.name === name)
  const sync = provider?.sync[0]
  if (!provider || !sync) throw new Error(`no provider ${name}`)
  return { provider, sync }
}

const role = '9b1e7c42-3f5a-4d08-8e6c-5a2f9d1b7e03'
const base: MapperInput = {
  type: 'users-base',
  enabled: true,
  name: 'middleName',
  before: 'middle_name',
  after: 'lastName',
  customAttributes: false,
  mappingType: 'key',
}

describe('mappers', () => {
  it('lists the mappers of a sync: base and access ones with attributes', async () => {
    const { client, sandbox } = await signedIn()
    const { sync } = syncOf(sandbox, 'Corporate Keycloak')
    const { mappers, meta } = data(
      await listMappers(client, { params: { path: { syncId: sync.id }, query: { limit: 100 } } }),
    )
    expect(meta).toMatchObject({ sortBy: 'name', sort: 'asc' })
    expect(mappers.find((mapper) => mapper.name === 'firstName')).toMatchObject({
      type: 'users-base',
      before: 'firstName',
      after: 'firstName',
    })
    const access = mappers.find((mapper) => mapper.type === 'users-access')
    expect(access?.attributes.length).toBeGreaterThan(0)
    expect(access?.accessIds.length).toBeGreaterThan(0)
    // What they grant are roles and methods the look-ups know, so the form can name them.
    const granted = mappers.filter((mapper) => mapper.type === 'users-access')
    const roles = granted.filter((mapper) => mapper.accessType === 'role')
    const methods = granted.filter((mapper) => mapper.accessType === 'method')
    const ids = (list: typeof granted) => [...new Set(list.flatMap((mapper) => mapper.accessIds))]
    const knownRoles = data(await searchRoles(client, { params: { query: { ids: ids(roles) } } }))
    expect(knownRoles.roles.map((role) => role.roleId).sort()).toEqual(ids(roles).sort())
    const knownMethods = data(
      await searchRoleMethods(client, {
        params: { query: { accessType: 'systemic', type: 'method', ids: ids(methods) } },
      }),
    )
    expect(knownMethods.methods.map((method) => method.id).sort()).toEqual(ids(methods).sort())
  })

  it('validates the form and keeps names unique within a sync', async () => {
    const { client, sandbox } = await signedIn()
    const { sync } = syncOf(sandbox, 'Corporate Keycloak')
    const path = { syncId: sync.id }
    const cyrillic = await createMapper(client, {
      params: { path },
      body: { ...base, name: 'отчество', after: 'patronymic' },
    })
    expect(failure(cyrillic).body?.errorList).toEqual({
      name: ['errorLatin'],
      after: ['errorInvalid'],
    })
    const access = await createMapper(client, {
      params: { path },
      body: {
        ...base,
        type: 'users-access',
        customAttributes: true,
        attributes: [{ attribute: '', value: 'x' }],
        accessType: 'role',
        accessIds: [],
      },
    })
    expect(failure(access).body?.errorList).toEqual({
      'attributes.0.attribute': ['errorEmpty'],
      accessIds: ['errorEmpty'],
    })
    const taken = await createMapper(client, {
      params: { path },
      body: { ...base, name: 'firstName' },
    })
    expect(failure(taken)).toEqual({ status: 409, body: { errorList: { name: ['errorUnique'] } } })
    const other = syncOf(sandbox, 'WAPPS HR').sync
    data(
      await createMapper(client, {
        params: { path: { syncId: other.id } },
        body: { ...base, name: 'middleName' },
      }),
    )
    data(await createMapper(client, { params: { path }, body: base }))
  })

  it('stores only what the kind uses and clears the mapping when the kind changes', async () => {
    const { client, sandbox } = await signedIn()
    const { sync } = syncOf(sandbox, 'Corporate Keycloak')
    const { id } = data(
      await createMapper(client, {
        params: { path: { syncId: sync.id } },
        body: { ...base, accessType: 'role', accessIds: [role] },
      }),
    )
    const stored = () => sandbox.state.providers.mappers.find((mapper) => mapper.id === id)
    expect(stored()).toMatchObject({
      before: 'middle_name',
      after: 'lastName',
      accessType: null,
      accessIds: [],
    })
    const changed = {
      ...base,
      type: 'users-access' as const,
      customAttributes: true,
      attributes: [{ attribute: 'department', value: 'Бухгалтерия' }],
      accessType: 'role' as const,
      accessIds: [role],
    }
    data(await updateMapper(client, { params: { path: { id } }, body: changed }))
    expect(stored()).toMatchObject({
      type: 'users-access',
      before: null,
      after: null,
      accessType: 'role',
      accessIds: [role],
    })
    expect(stored()?.attributes).toEqual([
      { id: expect.any(String), attribute: 'department', value: 'Бухгалтерия' },
    ])
    const attributeId = stored()?.attributes[0]?.id
    data(
      await updateMapper(client, {
        params: { path: { id } },
        body: {
          ...changed,
          attributes: [{ id: attributeId, attribute: 'department', value: 'Юристы' }],
        },
      }),
    )
    expect(stored()?.attributes).toEqual([
      { id: attributeId, attribute: 'department', value: 'Юристы' },
    ])
    data(await setMapperEnabled(client, { params: { path: { id } }, body: { enabled: false } }))
    expect(stored()?.enabled).toBe(false)
    data(await deleteMapper(client, { params: { path: { id } } }))
    expect(stored()).toBeUndefined()
    expect(failure(await deleteMapper(client, { params: { path: { id } } })).status).toBe(404)
  })

  it('creates the base mappers once, with the attributes of the provider type', async () => {
    const { client, sandbox } = await signedIn()
    const { provider, sync } = syncOf(sandbox, 'WAPPS Филиалы')
    const path = { syncId: sync.id }
    data(await createBaseMappers(client, { params: { path } }))
    const { mappers } = data(await listMappers(client, { params: { path, query: { limit: 100 } } }))
    const bases = mappers.filter((mapper) => mapper.type === 'users-base')
    expect(bases.map((mapper) => [mapper.after, mapper.before]).sort()).toEqual([
      ['email', 'email'],
      ['enabled', 'active'],
      ['firstName', 'first_name'],
      ['lastName', 'last_name'],
      ['login', 'login'],
      ['mobile', 'phone'],
    ])
    expect(
      data(await getProvider(client, { params: { path: { id: provider.id } } })).sync[0]
        ?.baseMappers,
    ).toBe(true)
    expect(failure(await createBaseMappers(client, { params: { path } })).status).toBe(409)
  })

  it('offers the platform fields in the interface language', async () => {
    const russian = await signedIn()
    expect(data(await listMapperFields(russian.client)).fields).toContainEqual({
      code: 'lastName',
      title: 'Фамилия',
    })
    const english = await signedIn('admin', 'en')
    const { fields } = data(await listMapperFields(english.client))
    expect(fields.map((field) => field.code)).toEqual([
      'firstName',
      'lastName',
      'email',
      'mobile',
      'login',
      'enabled',
    ])
    expect(fields[0]).toEqual({ code: 'firstName', title: 'First name' })
  })
})
