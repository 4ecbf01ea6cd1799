// A text a spreadsheet would run as a formula (= + - @, a tab or a carriage return first: the OWASP CSV-injection
// list). Apostrophes before one count too, so that reading strips exactly the one the writer added.
const FORMULA_START = /^'*[=+\-@\t\r]/
const GUARDED_FORMULA = /^'+[=+\-@\t\r]/

/**
 * The one CSV writer (the businesses' export, the newsletter's subscribers): every field quoted, quotes doubled,
 * and a would-be formula behind a leading apostrophe, so owners' and subscribers' text never runs in the
 * spreadsheet that opens the file.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return `"${safe.replaceAll('"', '""')}"`
}

/** One CSV line without its line ending (the caller's file decides between \n and \r\n). */
export function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(',')
}

/**
 * RFC 4180 CSV: fields separated by commas, quoted with double quotes when they hold a comma, quote or newline.
 * The inverse of csvField: the apostrophe it puts before a formula is taken off again, so an export imports as it was.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let isQuoted = false
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text // a spreadsheet's byte-order mark
  for (let i = 0; i < body.length; i++) {
    const c = body[i]
    if (isQuoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') isQuoted = false
      else field += c
    } else if (c === '"' && field === '') isQuoted = true
    else if (c === ',') {
      row.push(unguarded(field))
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++
      row.push(unguarded(field))
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field !== '' || row.length > 0) {
    row.push(unguarded(field))
    rows.push(row)
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''))
}

function unguarded(field: string): string {
  return GUARDED_FORMULA.test(field) ? field.slice(1) : field
}
