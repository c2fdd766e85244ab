import { describe, expect, it } from 'vitest'
import {
  canWithdraw,
  defaultSort,
  listQuery,
  pageCount,
  pageSize,
  statusVariants,
  toRequestCompanies,
} from './model'

describe('access requests', () => {
  it('shows the statuses with the documents’ variants', () => {
    expect(statusVariants).toEqual({
      considered: 'info',
      approved: 'success',
      failure: 'error',
      duplicate: 'disabled',
      remove: 'warning',
    })
  })

  it('withdraws only requests under review', () => {
    expect(canWithdraw({ status: 'considered' })).toBe(true)
    expect(canWithdraw({ status: 'approved' })).toBe(false)
    expect(canWithdraw({ status: 'remove' })).toBe(false)
  })

  it('asks newest first by default, with the person’s page size', () => {
    const columns = ['requestDate', 'status'] as const
    expect(listQuery(1, pageSize(null), defaultSort, columns)).toEqual({
      page: 1,
      limit: 20,
      sortBy: 'requestDate',
      sort: 'desc',
    })
    expect(
      listQuery(3, pageSize(50), { column: 'status', direction: 'ascending' }, columns),
    ).toEqual({
      page: 3,
      limit: 50,
      sortBy: 'status',
      sort: 'asc',
    })
    expect(listQuery(1, 20, { column: 'roles', direction: 'ascending' }, columns).sortBy).toBe(
      'requestDate',
    )
  })

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1)
    expect(pageCount(41, 20)).toBe(3)
  })

  it('sends trimmed companies without an empty name or KPP', () => {
    expect(
      toRequestCompanies([
        { name: ' ООО «Яндекс» ', inn: '7736207543', kpp: '773601001', roles: ['r1', 'r1'] },
        { name: '', inn: '500100732259 ', kpp: ' ', roles: ['r2'] },
      ]),
    ).toEqual([
      { name: 'ООО «Яндекс»', inn: '7736207543', kpp: '773601001', roles: ['r1'] },
      { inn: '500100732259', roles: ['r2'] },
    ])
  })
})
