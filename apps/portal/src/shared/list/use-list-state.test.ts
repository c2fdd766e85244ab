import { describe, expect, it } from 'vitest'
import { pagingKeys } from './search'
import { listQueryOf } from './use-list-state'

describe('listQueryOf', () => {
  const options = {
    defaultSort: { column: 'requestDate', direction: 'descending' },
    sortColumns: ['requestDate', 'status'],
  } as const

  it('asks for the first page, newest first, with the person’s page size', () => {
    expect(listQueryOf({}, 20, options).query).toEqual({
      page: 1,
      limit: 20,
      sortBy: 'requestDate',
      sort: 'desc',
    })
  })

  it('follows the page and a sort the server knows from the address', () => {
    expect(listQueryOf({ page: 3, sort: 'status', order: 'asc' }, 50, options)).toEqual({
      page: 3,
      sort: { column: 'status', direction: 'ascending' },
      query: { page: 3, limit: 50, sortBy: 'status', sort: 'asc' },
    })
  })

  it('keeps the default for a column the server does not sort by, and sends no sort without one', () => {
    expect(listQueryOf({ sort: 'roles', order: 'asc' }, 20, options).query.sortBy).toBe(
      'requestDate',
    )
    expect(listQueryOf({ page: 2 }, 10)).toEqual({
      page: 2,
      sort: undefined,
      query: { page: 2, limit: 10 },
    })
  })
})

describe('pagingKeys', () => {
  it('names a list’s paging, with a prefix for a second list of one page', () => {
    expect(pagingKeys('')).toEqual({ page: 'page', sort: 'sort', order: 'order' })
    expect(pagingKeys('sessions')).toEqual({
      page: 'sessionsPage',
      sort: 'sessionsSort',
      order: 'sessionsOrder',
    })
  })
})
