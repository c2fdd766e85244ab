import { saveFile } from '../save-file'
/** One column of an exported list: its header as people read it, and its cell. */
export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string | number | boolean | null | undefined
}

export interface CsvPage<Row> {
  items: readonly Row[]
  total: number
}

// A cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return) starts
// with an apostrophe instead: exported data must never become code on the reader's machine.
const formulaStart = /^[=+\-@\t\r]/

function cell(value: string | number | boolean | null | undefined, separator: string): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  const text = formulaStart.test(value) ? `'${value}` : value
  const needsQuotes =
    text.includes(separator) ||
    text.includes('"') ||
    text.includes('\n') ||
    text.includes('\r') ||
    text !== text.trim()
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * The CSV text of a list: a header row, then one row per item, lines ended by CRLF as RFC 4180
 * says. Spreadsheets in Russian locales split on `;`, in English ones on `,`: the caller picks.
 */
export function toCsv<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  separator: ';' | ',' = ';',
): string {
  const lines = [
    columns.map((column) => cell(column.header, separator)).join(separator),
    ...rows.map((row) =>
      columns.map((column) => cell(column.value(row), separator)).join(separator),
    ),
  ]
  return `${lines.join('\r\n')}\r\n`
}

/** How many rows one export request asks for: the contract's largest page. */
export const exportPageSize = 1000

/**
 * Every row of a filtered list, page after page, reporting progress after each one. Stops
 * when the total is reached, a page comes back short, or the signal aborts.
 */
export async function fetchAllPages<Row>(
  fetchPage: (page: number, limit: number) => Promise<CsvPage<Row>>,
  onProgress: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<Row[]> {
  const rows: Row[] = []
  for (let page = 1; ; page++) {
    signal?.throwIfAborted()
    const { items, total } = await fetchPage(page, exportPageSize)
    rows.push(...items)
    onProgress(Math.min(rows.length, total), total)
    if (items.length < exportPageSize || rows.length >= total) return rows
  }
}

/** Saves text as a file through a temporary link: no server round trip, no popup. */
export function downloadText(text: string, fileName: string, type: string): void {
  // The byte-order mark makes spreadsheets read the file as UTF-8 (Cyrillic stays readable).
  saveFile(new Blob(['\uFEFF', text], { type }), fileName)
}
