import type { Company } from '@platform/sdk'
import { describe, expect, it } from 'vitest'
import { filterCompanies, pageOf } from './model'

function company(title: string, overrides: Partial<Company> = {}): Company {
  return {
    id: title,
    title,
    roles: [],
    requisites: {
      taxNumber: null,
      registrationNumber: null,
      inn: null,
      kpp: null,
      ogrn: null,
      okpo: null,
    },
    legalType: 'legalEntity',
    externalCode: null,
    ...overrides,
  }
}

const companies = [
  company('ПАО Сбербанк', {
    requisites: {
      taxNumber: null,
      registrationNumber: null,
      inn: '7707083893',
      kpp: '773601001',
      ogrn: null,
      okpo: null,
    },
  }),
  company('ИП Смирнов', { legalType: 'individual', externalCode: 'SM-7' }),
]

describe('the companies filter', () => {
  it('finds by title, requisites and code, whatever the case', () => {
    expect(filterCompanies(companies, { search: 'сбер' }).map((c) => c.title)).toEqual([
      'ПАО Сбербанк',
    ])
    expect(filterCompanies(companies, { search: '7736' })).toHaveLength(1)
    expect(filterCompanies(companies, { search: 'sm-7' })).toHaveLength(1)
    expect(filterCompanies(companies, {})).toHaveLength(2)
  })

  it('keeps one legal type', () => {
    expect(filterCompanies(companies, { legalType: 'individual' }).map((c) => c.title)).toEqual([
      'ИП Смирнов',
    ])
  })

  it('pages in memory and keeps a page past the end on the last one', () => {
    const rows = [1, 2, 3, 4, 5]
    expect(pageOf(rows, 1, 2)).toEqual([1, 2])
    expect(pageOf(rows, 3, 2)).toEqual([5])
    expect(pageOf(rows, 9, 2)).toEqual([5])
    expect(pageOf([], 1, 2)).toEqual([])
  })
})
