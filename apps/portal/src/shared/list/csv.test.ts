import { describe, expect, it, vi } from 'vitest'
import { type CsvColumn, exportPageSize, fetchAllPages, toCsv } from './csv'

interface Row {
  name: string
  count: number | null
}

const columns: CsvColumn<Row>[] = [
  { header: 'Имя', value: (row) => row.name },
  { header: 'Количество', value: (row) => row.count },
]

describe('toCsv', () => {
  it('writes a header and one CRLF-ended line per row', () => {
    expect(toCsv(columns, [{ name: 'Иванов', count: 2 }])).toBe('Имя;Количество\r\nИванов;2\r\n')
  })

  it('quotes separators, quotes, line breaks and edge spaces', () => {
    const rows = [
      { name: 'a;b', count: null },
      { name: 'say "hi"', count: 1 },
      { name: 'two\nlines', count: 1 },
      { name: ' padded', count: 1 },
    ]
    expect(toCsv(columns, rows).split('\r\n').slice(1, 5)).toEqual([
      '"a;b";',
      '"say ""hi""";1',
      '"two\nlines";1',
      '" padded";1',
    ])
    expect(toCsv(columns, [{ name: 'a,b', count: 1 }], ',')).toContain('"a,b",1')
  })

  it('never lets a cell become a spreadsheet formula', () => {
    for (const start of ['=', '+', '-', '@', '\t']) {
      expect(toCsv(columns, [{ name: `${start}HYPERLINK("x")`, count: -1 }])).toContain(
        `'${start}HYPERLINK`,
      )
    }
    // A number stays a number, sign included.
    expect(toCsv(columns, [{ name: 'x', count: -1 }])).toContain('x;-1')
  })
})

describe('fetchAllPages', () => {
  const pageOf = (page: number, total: number) => {
    const start = (page - 1) * exportPageSize
    const size = Math.max(0, Math.min(exportPageSize, total - start))
    return { items: Array.from({ length: size }, (_, index) => start + index), total }
  }

  it('reads every page of the list and reports progress', async () => {
    const total = exportPageSize * 2 + 5
    const progress = vi.fn()
    const fetchPage = vi.fn(async (page: number) => pageOf(page, total))
    const rows = await fetchAllPages(fetchPage, progress)
    expect(rows).toHaveLength(total)
    expect(fetchPage).toHaveBeenCalledTimes(3)
    expect(progress).toHaveBeenLastCalledWith(total, total)
  })

  it('stops on a short page even if the total promised more', async () => {
    const fetchPage = vi.fn(async () => ({ items: [1, 2], total: 10_000 }))
    expect(await fetchAllPages(fetchPage, () => {})).toEqual([1, 2])
    expect(fetchPage).toHaveBeenCalledTimes(1)
  })

  it('stops when cancelled', async () => {
    const controller = new AbortController()
    const fetchPage = vi.fn(async (page: number) => {
      controller.abort()
      return pageOf(page, exportPageSize * 3)
    })
    await expect(fetchAllPages(fetchPage, () => {}, controller.signal)).rejects.toThrow()
    expect(fetchPage).toHaveBeenCalledTimes(1)
  })
})
