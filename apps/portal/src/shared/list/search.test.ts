import { describe, expect, it } from 'vitest'
import { listSearch, pagingParams, param } from './search'

describe('param', () => {
  it('keeps trimmed text and drops empty or overlong text', () => {
    expect(param.text('  Иванов ')).toBe('Иванов')
    expect(param.text('   ')).toBeUndefined()
    expect(param.text('x'.repeat(201))).toBeUndefined()
    expect(param.text(123)).toBe('123')
    expect(param.text({})).toBeUndefined()
  })

  it('keeps only real calendar dates', () => {
    expect(param.isoDate('2026-02-28')).toBe('2026-02-28')
    expect(param.isoDate('2024-02-29')).toBe('2024-02-29')
    expect(param.isoDate('2026-02-29')).toBeUndefined()
    expect(param.isoDate('2026-13-01')).toBeUndefined()
    expect(param.isoDate('01.02.2026')).toBeUndefined()
    expect(param.isoDate('2026-02-28T00:00:00Z')).toBeUndefined()
  })

  it('reads whole numbers from 1, booleans and a fixed choice', () => {
    expect(param.int('3')).toBe(3)
    expect(param.int(2)).toBe(2)
    expect(param.int('0')).toBeUndefined()
    expect(param.int('1.5')).toBeUndefined()
    expect(param.bool('true')).toBe(true)
    expect(param.bool(false)).toBe(false)
    expect(param.bool('yes')).toBeUndefined()
    const status = param.oneOf(['active', 'deleted'] as const)
    expect(status('active')).toBe('active')
    expect(status('ACTIVE')).toBeUndefined()
  })

  it('reads one or several ids', () => {
    expect(param.ids('a')).toEqual(['a'])
    expect(param.ids(['a', '', 'b', 7])).toEqual(['a', 'b', '7'])
    expect(param.ids([])).toBeUndefined()
  })
})

describe('listSearch', () => {
  const validate = listSearch({
    status: param.oneOf(['considered', 'approved'] as const),
    search: param.text,
    dateFrom: param.isoDate,
  })

  it('keeps paging, sorting, filters and the kept parameters', () => {
    expect(
      validate({
        page: 3,
        sort: 'requestDate',
        order: 'asc',
        status: 'approved',
        search: ' ООО ',
        dateFrom: '2026-11-01',
        ref: 'https://service.example/',
      }),
    ).toEqual({
      page: 3,
      sort: 'requestDate',
      order: 'asc',
      status: 'approved',
      search: 'ООО',
      dateFrom: '2026-11-01',
      ref: 'https://service.example/',
    })
  })

  it('drops what is malformed or unknown, and page 1', () => {
    expect(
      validate({
        page: 1,
        sort: 'a b; drop table',
        order: 'sideways',
        status: 'nope',
        dateFrom: '2026-02-30',
        other: 'x',
      }),
    ).toEqual({})
  })
})

describe('pagingParams', () => {
  it('reads a second list’s page and sort under its own names', () => {
    const validate = listSearch({ ...pagingParams('sessions'), search: param.text })
    expect(
      validate({
        sessionsPage: '3',
        sessionsSort: 'lastAccess',
        sessionsOrder: 'asc',
        page: '2',
        search: 'web',
      }),
    ).toEqual({
      sessionsPage: 3,
      sessionsSort: 'lastAccess',
      sessionsOrder: 'asc',
      page: 2,
      search: 'web',
    })
    expect(validate({ sessionsPage: '1', sessionsSort: '1x', sessionsOrder: 'up' })).toEqual({})
  })
})
