import { describe, expect, it } from 'vitest'
import {
  autoSelectedOrganization,
  emptyContractorRoles,
  rowsForContractor,
  validateApproval,
} from './approval-form'
import { canAddCompany, canSendAccessRequests, validateAccessRequest } from './request-form'

const company = (inn: string) => ({ inn, roles: ['r1'] })

describe('outgoing request form', () => {
  it.each([
    [[], false, true],
    [[company('')], false, false],
    [[company('7707083893')], true, true],
    [[company('7707083893'), company('')], true, false],
    [[company(''), company('7707083893')], false, true],
  ])('%j → send %s, add another %s', (companies, send, add) => {
    expect(canSendAccessRequests(companies)).toBe(send)
    expect(canAddCompany(companies)).toBe(add)
  })

  it('checks every company by its position', () => {
    expect(
      validateAccessRequest([
        { inn: '7707083893', kpp: '773601001', roles: ['r1'], name: 'ООО «Ромашка»' },
        { inn: '7707083894', kpp: '7736', roles: [], name: 'x'.repeat(256) },
        { inn: '', roles: ['r1'] },
      ]),
    ).toEqual({
      'companies.1.inn': ['errorInn'],
      'companies.1.kpp': ['errorKpp'],
      'companies.1.roles': ['errorEmpty'],
      'companies.1.name': ['errorMaxLength'],
      'companies.2.inn': ['errorEmpty'],
    })
  })
})

describe('approval form', () => {
  const one = { availableOrganizations: [{ id: 'o1', title: 'A', inn: null, kpp: null }] }
  const two = {
    availableOrganizations: [
      { id: 'o1', title: 'A', inn: null, kpp: null },
      { id: 'o2', title: 'B', inn: null, kpp: null },
    ],
  }

  it('selects the only organisation by itself', () => {
    expect(autoSelectedOrganization(one)).toBe('o1')
    expect(autoSelectedOrganization(two)).toBeUndefined()
    expect(autoSelectedOrganization({ availableOrganizations: [] })).toBeUndefined()
    expect(autoSelectedOrganization(null)).toBeUndefined()
  })

  it('drops rows whose organisation is no longer available when the contractor changes', () => {
    const rows = [
      { organizationId: 'o2', rolesIds: ['r1'] },
      { organizationId: 'o3', rolesIds: ['r2'] },
      emptyContractorRoles(),
    ]
    expect(rowsForContractor(rows, two)).toEqual([rows[0], rows[2]])
    expect(rowsForContractor(rows, null)).toEqual([rows[2]])
  })

  it('holds one row with the only organisation, keeping its roles', () => {
    expect(rowsForContractor([], one)).toEqual([{ organizationId: 'o1', rolesIds: [] }])
    expect(rowsForContractor([{ organizationId: 'o1', rolesIds: ['r1'] }], one)).toEqual([
      { organizationId: 'o1', rolesIds: ['r1'] },
    ])
  })

  it('gives errorEmpty to empty new rows', () => {
    expect(
      validateApproval({
        contractorId: 'c1',
        contractorRoles: [{ organizationId: 'o1', rolesIds: ['r1'] }, emptyContractorRoles()],
      }),
    ).toEqual({
      'contractorRoles.1.organizationId': ['errorEmpty'],
      'contractorRoles.1.rolesIds': ['errorEmpty'],
    })
    expect(validateApproval({ contractorId: null, contractorRoles: [] })).toEqual({
      contractorId: ['errorEmpty'],
      contractorRoles: ['errorEmpty'],
    })
  })
})
