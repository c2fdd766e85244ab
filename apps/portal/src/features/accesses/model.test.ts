import { describe, expect, it } from 'vitest'
import { isUnderReview, statusVariants, toRequestCompanies } from './model'

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

  it('withdraws or decides only requests under review', () => {
    expect(isUnderReview({ status: 'considered' })).toBe(true)
    expect(isUnderReview({ status: 'approved' })).toBe(false)
    expect(isUnderReview({ status: 'remove' })).toBe(false)
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
