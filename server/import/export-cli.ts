import { createWriteStream } from 'node:fs'
import { extname } from 'node:path'
import { once } from 'node:events'
import { cliConfig } from '../maintenance/cli-config'
import { runTask } from '../maintenance/run-task'
import { MAINTENANCE_TASKS } from '../maintenance/tasks'
import { csvHeader, recordToCsv } from './business-csv'

// `npm run export -- businesses.csv|businesses.json`: every business in the format `npm run import` reads.
const file = process.argv[2]
const format = file ? extname(file).toLowerCase() : ''
if (!file || !['.csv', '.json'].includes(format)) {
  console.error('Usage: npm run export -- businesses.csv|businesses.json')
  process.exit(2)
}
const records = await runTask(cliConfig(), 'export', MAINTENANCE_TASKS['export'], {})
const out = createWriteStream(file)
const write = async (text: string) => {
  if (!out.write(text)) await once(out, 'drain')
}
if (format === '.csv') {
  await write(`${csvHeader()}\n`)
  for (const record of records) await write(`${recordToCsv(record)}\n`)
} else {
  await write('[\n')
  for (const [i, record] of records.entries()) await write(`${i > 0 ? ',\n' : ''}  ${JSON.stringify(record)}`)
  await write('\n]\n')
}
out.end()
await once(out, 'finish')
console.log(`Exported ${records.length} businesses to ${file}.`)
