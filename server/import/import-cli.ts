import { readFile } from 'node:fs/promises'
import { extname } from 'node:path'
import { cliConfig } from '../maintenance/cli-config'
import { runTask } from '../maintenance/run-task'
import { MAINTENANCE_TASKS } from '../maintenance/tasks'
import { rowsFromCsv, type SourceRow } from './business-csv'

// `npm run import -- businesses.csv|businesses.json`: adds or updates businesses by their externalId; bad rows are
// listed with their reasons and skipped (docs/operations.md has the format).
const file = process.argv[2]
if (!file || !['.csv', '.json'].includes(extname(file).toLowerCase())) {
  console.error('Usage: npm run import -- businesses.csv|businesses.json')
  process.exit(2)
}
const started = performance.now()
const rows = await readRows(file)
console.error(`${rows.length} rows read from ${file}`)
const report = await runTask(cliConfig(), 'import', MAINTENANCE_TASKS['import'], { rows })
for (const row of report.rejected)
  console.error(
    `rejected row ${row.line}${row.externalId ? ` (${row.externalId})` : ''}: ${row.reasons.join('; ')}`,
  )
const seconds = (performance.now() - started) / 1000
console.log(
  `Imported ${report.imported} of ${report.total} businesses in ${seconds.toFixed(1)} s ` +
    `(${Math.round(report.imported / Math.max(seconds, 0.001))} a second); ${report.rejected.length} rejected.`,
)
if (report.rejected.length > 0) process.exitCode = 1

async function readRows(path: string): Promise<SourceRow[]> {
  const text = await readFile(path, 'utf8')
  if (extname(path).toLowerCase() === '.csv') return rowsFromCsv(text)
  const value: unknown = JSON.parse(text)
  if (!Array.isArray(value)) throw new Error(`${path}: a JSON import is an array of businesses`)
  // A JSON file's "line" is the business's position in the array, from 1.
  return value.map((item: unknown, index) => ({ line: index + 1, value: item }))
}
