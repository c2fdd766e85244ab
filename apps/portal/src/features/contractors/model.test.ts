import { describe, expect, it } from 'vitest'
import { accessErrorsToForm, contractorRolesOf, organizationChoices, toAccessInput } from './model'

describe('contractor access rows', () => {
  it('sends the rows as `access` with unique roles', () => {
    expect(toAccessInput([{ organizationId: 'o1', rolesIds: ['a', 'a'] }])).toEqual([
      { organizationId: 'o1', roles: ['a'] },
    ])
  })

  it('puts the server’s `access` errors on the form’s rows', () => {
    expect(
      accessErrorsToForm({
        access: ['errorEmpty'],
        'access.0.roles': ['errorEmpty'],
        'access.1.organizationId': ['errorInvalid'],
        email: ['alreadyExist'],
      }),
    ).toEqual({
      contractorRoles: ['errorEmpty'],
      'contractorRoles.0.rolesIds': ['errorEmpty'],
      'contractorRoles.1.organizationId': ['errorInvalid'],
      email: ['alreadyExist'],
    })
  })

  it('offers the held organizations and the offered ones, each once', () => {
    const one = { id: 'o1', title: 'Один', inn: null, kpp: null }
    const two = { id: 'o2', title: 'Два', inn: null, kpp: null }
    expect(organizationChoices([one, two], [one]).map((o) => o.id)).toEqual(['o1', 'o2'])
  })

  it('grants contractor roles only', () => {
    const roles = [
      { roleId: 'a', name: 'A', comment: null, roleType: 'contractor' as const },
      { roleId: 'b', name: 'B', comment: null, roleType: 'systemic' as const },
    ]
    expect(contractorRolesOf(roles).map((role) => role.roleId)).toEqual(['a'])
  })
})
