import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { lintProbe } from '../support/lint-problems'

// Issue 31: no import loops in the browser app or the server, kept so by `import-x/no-cycle`. Each probe lints
// a real module's path with one import added; the rule reads the other modules of the loop from disk.
const lintProblems = lintProbe()
// The rule reads every module an import reaches: the loop through the chat crosses most of the UI.
const TRAVERSAL_MS = 90_000

describe('the import-cycle rule', () => {
  it.each([
    [
      'a module that imports one that imports it back',
      'src/domain/hours/open-week.ts',
      './open-now',
      'isOpenAt',
    ],
    // The chat's business card → the card's actions → Ask AI → (lazily) its dialog → the chat → the card.
    [
      'a loop through several components, even when a lazy import closes it',
      'src/ui/components/chat/business-link-card.tsx',
      '../business/business-card-actions',
      'BusinessCardActions',
    ],
    ['a loop on the server', 'server/routes/business-query.ts', './businesses', 'createBusinessHandlers'],
  ])(
    'refuses %s',
    async (_, path, from, name) => {
      const code = `import { ${name} } from '${from}'\nexport const x = ${name}\n`
      expect(await lintProblems(path, code)).toContain('import-x/no-cycle')
    },
    TRAVERSAL_MS,
  )

  it(
    'passes the modules as they are, where the chat takes the card actions from a provider',
    async () => {
      const path = 'src/ui/components/chat/business-link-card.tsx'
      expect(await lintProblems(path, readFileSync(path, 'utf8'))).not.toContain('import-x/no-cycle')
    },
    TRAVERSAL_MS,
  )
})
