import { parseArgs } from 'node:util'
import { cliConfig } from '../maintenance/cli-config'
import { runTask } from '../maintenance/run-task'
import { DEFAULT_BUSINESS_COUNT } from './seed-portal'
import { seedTask } from './seed-task'

// `npm run seed -- --businesses 100000 [--reset]`: a directory of the given size in DATA_DIR or DATABASE_URL; beside
// a running server that holds DATA_DIR, the server does it.
const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: String(DEFAULT_BUSINESS_COUNT) },
    reset: { type: 'boolean', default: false },
  },
})
const businessCount = Number(values.businesses)
if (!Number.isInteger(businessCount) || businessCount < 1 || businessCount > 1_000_000) {
  console.error('--businesses must be a whole number from 1 to 1000000')
  process.exit(2)
}

const started = performance.now()
const report = await runTask(cliConfig(), 'seed', seedTask, { businessCount, reset: values.reset })
const seconds = ((performance.now() - started) / 1000).toFixed(1)
if (report.applied) console.log(`Seeded in ${seconds} s:`, report.counts)
else
  console.log(
    `The database already holds the demo directory (${JSON.stringify(report.counts)}); pass --reset to rebuild it.`,
  )
