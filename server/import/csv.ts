/** RFC 4180 CSV: fields separated by commas, quoted with double quotes when they hold a comma, quote or newline. */
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
      row.push(field)
      field = ''
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''))
}

export function csvLine(fields: readonly string[]): string {
  return fields
    .map((f) => (/[",\r\n]/.test(f) || f !== f.trim() ? `"${f.replace(/"/g, '""')}"` : f))
    .join(',')
}
