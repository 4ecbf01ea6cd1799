/** The response header that carries a CSV export's number of data rows (the contract's X-Row-Count). */
export const CSV_ROW_COUNT_HEADER = 'x-row-count'

/** How far a CSV download has come: rows received, of the total the server announced. */
export type ExportProgress = { rows: number; total: number }

/**
 * A CSV download that ended with fewer (or more) rows than announced: the connection broke, or the file was cut.
 * No file is saved; the admin is told how far it got and retries.
 */
export class IncompleteExportError extends Error {
  override readonly name = 'IncompleteExportError'
  readonly code = 'export.incomplete' as const

  constructor(
    readonly rows: number,
    readonly total: number,
    options?: { cause?: unknown },
  ) {
    super(`export.incomplete (${rows} of ${total} rows)`, options)
  }
}

/**
 * Counts a CSV's complete records as its text arrives in pieces: a line break ends a record only outside quotes
 * (a quoted field may hold one). The first record is the header line, so it is not counted as a row.
 */
export function csvRowCounter() {
  let records = 0
  let isQuoted = false
  return {
    push(text: string): number {
      for (const char of text) {
        if (char === '"') isQuoted = !isQuoted
        else if (char === '\n' && !isQuoted) records += 1
      }
      return Math.max(0, records - 1)
    },
  }
}
