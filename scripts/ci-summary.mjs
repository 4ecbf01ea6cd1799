// Prints the plain closing line CI reads, "N passed, N failed", from the vitest and Playwright JSON reports.
// A stage that failed before any test ran (type check, lint, contract) counts as one failure.
import { existsSync, readFileSync } from 'node:fs'

const status = Number(process.argv[2] ?? 0)
let passed = 0
let failed = 0
let skipped = 0

if (existsSync('test-results/vitest.json')) {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'))
  passed += report.numPassedTests ?? 0
  failed += report.numFailedTests ?? 0
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}
if (existsSync('test-results/playwright.json')) {
  const stats = JSON.parse(readFileSync('test-results/playwright.json', 'utf8')).stats ?? {}
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0)
  failed += stats.unexpected ?? 0
  skipped += stats.skipped ?? 0
}
if (status !== 0 && failed === 0) failed = 1
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
