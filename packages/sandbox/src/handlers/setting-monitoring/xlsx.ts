// A minimal SpreadsheetML workbook (one sheet, inline strings) in a stored (uncompressed) zip:
// a real .xlsx file that spreadsheet programs open, with no dependency.

export type Cell = string | number | null

const encoder = new TextEncoder()
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const relations = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const packageRelations = 'http://schemas.openxmlformats.org/package/2006/relationships'
const officeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml'

const crcTable = Array.from({ length: 256 }, (_, index) => {
  let value = index
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1
  return value >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  }
}

/** A zip archive whose entries are stored as they are. */
function storedZip(files: { name: string; data: Uint8Array }[], at: Date): Uint8Array<ArrayBuffer> {
  const { time, date } = dosTime(at)
  const locals: Uint8Array[] = []
  const centrals: Uint8Array[] = []
  let offset = 0
  for (const file of files) {
    const name = encoder.encode(file.name)
    const crc = crc32(file.data)
    const local = new Uint8Array(30 + name.length + file.data.length)
    const head = new DataView(local.buffer)
    head.setUint32(0, 0x04034b50, true)
    head.setUint16(4, 20, true)
    head.setUint16(6, 0x0800, true)
    head.setUint16(8, 0, true)
    head.setUint16(10, time, true)
    head.setUint16(12, date, true)
    head.setUint32(14, crc, true)
    head.setUint32(18, file.data.length, true)
    head.setUint32(22, file.data.length, true)
    head.setUint16(26, name.length, true)
    head.setUint16(28, 0, true)
    local.set(name, 30)
    local.set(file.data, 30 + name.length)
    const central = new Uint8Array(46 + name.length)
    const entry = new DataView(central.buffer)
    entry.setUint32(0, 0x02014b50, true)
    entry.setUint16(4, 20, true)
    entry.setUint16(6, 20, true)
    entry.setUint16(8, 0x0800, true)
    entry.setUint16(10, 0, true)
    entry.setUint16(12, time, true)
    entry.setUint16(14, date, true)
    entry.setUint32(16, crc, true)
    entry.setUint32(20, file.data.length, true)
    entry.setUint32(24, file.data.length, true)
    entry.setUint16(28, name.length, true)
    entry.setUint32(42, offset, true)
    central.set(name, 46)
    locals.push(local)
    centrals.push(central)
    offset += local.length
  }
  const directorySize = centrals.reduce((total, part) => total + part.length, 0)
  const end = new Uint8Array(22)
  const tail = new DataView(end.buffer)
  tail.setUint32(0, 0x06054b50, true)
  tail.setUint16(8, files.length, true)
  tail.setUint16(10, files.length, true)
  tail.setUint32(12, directorySize, true)
  tail.setUint32(16, offset, true)
  const out = new Uint8Array(offset + directorySize + end.length)
  let position = 0
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, position)
    position += part.length
  }
  return out
}

/** XML 1.0 allows no control characters but tab and line breaks. */
function allowedInXml(character: string): boolean {
  const code = character.codePointAt(0) ?? 0
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d
}

function escapeXml(text: string): string {
  return [...text]
    .filter(allowedInXml)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

function column(index: number): string {
  let name = ''
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name
  }
  return name
}

function sheetXml(rows: Cell[][]): string {
  const body = rows
    .map((cells, rowIndex) => {
      const row = rowIndex + 1
      const xml = cells
        .map((cell, cellIndex) => {
          const ref = `${column(cellIndex)}${row}`
          if (cell === null) return ''
          if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`
          return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`
        })
        .join('')
      return `<row r="${row}">${xml}</row>`
    })
    .join('')
  return `<worksheet xmlns="${main}"><sheetData>${body}</sheetData></worksheet>`
}

const xlsxMediaType = `${officeType}.sheet`

/** A workbook of one sheet holding `rows` (the first is the header). */
export function workbook(sheetName: string, rows: Cell[][], at: Date): Blob {
  const parts: [string, string][] = [
    [
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${officeType}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${officeType}.worksheet+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<Relationships xmlns="${packageRelations}"><Relationship Id="rId1" Type="${relations}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<workbook xmlns="${main}" xmlns:r="${relations}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${packageRelations}"><Relationship Id="rId1" Type="${relations}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ],
    ['xl/worksheets/sheet1.xml', sheetXml(rows)],
  ]
  const files = parts.map(([name, xml]) => ({ name, data: encoder.encode(declaration + xml) }))
  return new Blob([storedZip(files, at)], { type: xlsxMediaType })
}
