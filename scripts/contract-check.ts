import { readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createConfig, findConfig, formatProblems, getTotals, lint, loadConfig } from '@redocly/openapi-core'
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript'
import {
  compareImplementation,
  conventionProblems,
  describeImplementationReport,
  isJsonObject,
  loadSpec,
  SPEC_URL,
} from './contract-lib'

// `npm run contract:check`: the contract lints, follows the house conventions, the committed types are what the
// generator writes today, and the server handles exactly the operations the contract serves.

const TYPES_URL = new URL('../openapi/schema.gen.ts', import.meta.url)
const ROUTES_URL = new URL('../server/routes/index.ts', import.meta.url)

type CheckResult = { ok: true; note?: string } | { ok: false; details: string[] }
type Check = { name: string; run: () => Promise<CheckResult> }

const checks: Check[] = [
  { name: 'lint (redocly recommended)', run: lintContract },
  { name: 'conventions', run: checkConventions },
  { name: 'types current (openapi/schema.gen.ts)', run: checkTypes },
  { name: 'server handlers match the contract', run: checkImplementation },
]

let failed = 0
for (const check of checks) {
  const result = await check
    .run()
    .catch((error: unknown): CheckResult => ({ ok: false, details: [String(error)] }))
  if (result.ok) {
    console.log(`ok      ${check.name}${result.note ? ` (${result.note})` : ''}`)
  } else {
    failed++
    console.error(`FAILED  ${check.name}`)
    for (const line of result.details) console.error(`        ${line}`)
  }
}
if (failed > 0) {
  console.error(`contract: ${failed} of ${checks.length} checks failed`)
  process.exit(1)
}
console.log('contract: ok')

async function lintContract(): Promise<CheckResult> {
  const config = await loadConfig({ customExtends: ['recommended'] })
  const problems = (await lint({ ref: fileURLToPath(SPEC_URL), config })).filter((p) => !p.ignored)
  const totals = getTotals(problems)
  if (problems.length > 0) {
    formatProblems(problems, { format: 'stylish', totals, version: 'contract-check', color: false })
  }
  if (totals.errors > 0)
    return { ok: false, details: [`${totals.errors} error(s), ${totals.warnings} warning(s) above`] }
  return { ok: true, note: `${totals.warnings} warning(s)` }
}

async function checkConventions(): Promise<CheckResult> {
  const problems = conventionProblems(loadSpec())
  return problems.length === 0 ? { ok: true } : { ok: false, details: problems }
}

/** Produces exactly what `openapi-typescript openapi/portal.yaml -o openapi/schema.gen.ts` writes (bin/cli.js). */
async function generateTypes(specUrl: URL = SPEC_URL): Promise<string> {
  // The CLI uses a redocly.yaml when one exists and otherwise the "minimal" ruleset; do the same.
  const configPath = findConfig()
  const redocly = configPath
    ? await loadConfig({ configPath })
    : await createConfig({}, { extends: ['minimal'] })
  return `${COMMENT_HEADER}${astToString(await openapiTS(specUrl, { redocly, silent: true }))}`
}

async function checkTypes(): Promise<CheckResult> {
  const expected = await generateTypes()
  const committed = readFileSync(TYPES_URL, 'utf8')
  if (committed === expected) return { ok: true }
  const line = firstDifferentLine(committed, expected)
  return {
    ok: false,
    details: [
      `openapi/schema.gen.ts is stale (first difference at line ${line}); run:`,
      'npx openapi-typescript openapi/portal.yaml -o openapi/schema.gen.ts',
    ],
  }
}

async function checkImplementation(): Promise<CheckResult> {
  let implemented: readonly string[]
  try {
    // A computed specifier: the module is the lead's and may not exist yet, so it is not part of the type graph.
    const routes: unknown = await import(pathToFileURL(fileURLToPath(ROUTES_URL)).href)
    implemented = readImplementedOperations(routes)
  } catch (error) {
    return {
      ok: false,
      details: [
        'could not read `implementedOperations` from server/routes/index.ts:',
        error instanceof Error ? error.message : String(error),
      ],
    }
  }
  const details = describeImplementationReport(compareImplementation(loadSpec(), implemented))
  return details.length === 0
    ? { ok: true, note: `${implemented.length} operations` }
    : { ok: false, details }
}

/** Accepts `implementedOperations` as a string array or as a function returning one. */
function readImplementedOperations(module: unknown): readonly string[] {
  const exported = isJsonObject(module) ? module.implementedOperations : undefined
  const value: unknown = typeof exported === 'function' ? exported() : exported
  if (!Array.isArray(value) || !value.every((id): id is string => typeof id === 'string')) {
    throw new Error(
      'server/routes/index.ts must export `implementedOperations` (a string[] or a function returning one)',
    )
  }
  return value
}

function firstDifferentLine(a: string, b: string): number {
  const left = a.split('\n')
  const right = b.split('\n')
  const index = left.findIndex((line, i) => line !== right[i])
  return (index === -1 ? left.length : index) + 1
}
