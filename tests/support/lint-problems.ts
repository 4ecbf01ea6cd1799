import { ESLint } from 'eslint'

/**
 * Lints `code` as if it stood at `filePath` with the project's config, and answers the rules (or parse messages)
 * it reports. `withoutRules` switches rules off for a probe that is not about them (no-cycle reads every module
 * an import reaches, which is slow where the probe imports the router).
 */
export function lintProbe({ withoutRules = [] }: { withoutRules?: string[] } = {}) {
  const eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfig: { rules: Object.fromEntries(withoutRules.map((rule) => [rule, 'off'])) },
  })
  return async (filePath: string, code: string): Promise<string[]> => {
    const [result] = await eslint.lintText(code, { filePath })
    return (result?.messages ?? []).map((m) => m.ruleId ?? m.message)
  }
}
