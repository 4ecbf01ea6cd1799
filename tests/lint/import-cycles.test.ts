import { readFileSync } from 'node:fs'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Issue 31: no import loops in the browser app or the server, kept so by `import-x/no-cycle`. Each probe lints
// a real module's path with one import added; the rule reads the other modules of the loop from disk.
const eslint = new ESLint({ cwd: process.cwd() })

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
}

describe('the import-cycle rule', () => {
  it('refuses a module that imports one that imports it back', async () => {
    expect(
      await problems(
        'src/domain/hours/open-week.ts',
        "import { isOpenAt } from './open-now'\nexport const x = isOpenAt\n",
      ),
    ).toContain('import-x/no-cycle')
  })

  it('refuses a loop through several components, even when a lazy import closes it', async () => {
    // The chat's business card → the card's actions → Ask AI → (lazily) its dialog → the chat → the card.
    expect(
      await problems(
        'src/ui/components/chat/business-link-card.tsx',
        "import { BusinessCardActions } from '../business/business-card-actions'\nexport const x = BusinessCardActions\n",
      ),
    ).toContain('import-x/no-cycle')
  })

  it('refuses a loop on the server', async () => {
    expect(
      await problems(
        'server/routes/business-query.ts',
        "import { createBusinessHandlers } from './businesses'\nexport const x = createBusinessHandlers\n",
      ),
    ).toContain('import-x/no-cycle')
  })

  it('passes the modules as they are, where the chat takes the card actions from a provider', async () => {
    const path = 'src/ui/components/chat/business-link-card.tsx'
    expect(await problems(path, readFileSync(path, 'utf8'))).not.toContain('import-x/no-cycle')
  })
})
