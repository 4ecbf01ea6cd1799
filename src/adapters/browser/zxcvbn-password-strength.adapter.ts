import { judgePassword } from '@domain/accounts/password-strength'
import type { PasswordStrengthPort } from '@/ports'

type Estimator = { check(password: string, userInputs: string[]): Parameters<typeof judgePassword>[1] }

/**
 * zxcvbn with the common-password dictionary, loaded on the first check: the dictionaries weigh several
 * hundred kilobytes and only the register, reset and change-password forms need them. When they cannot be
 * loaded (offline, a new deployment), the form lets the password through and the server judges it.
 */
export function createZxcvbnPasswordStrength(
  load: () => Promise<Estimator> = loadEstimator,
): PasswordStrengthPort {
  let estimator: Promise<Estimator> | null = null
  return {
    async check(password, personalWords) {
      estimator ??= load().catch((error: unknown) => {
        estimator = null
        throw error
      })
      try {
        return judgePassword(password, (await estimator).check(password, [...personalWords]))
      } catch {
        return { ok: true }
      }
    },
  }
}

async function loadEstimator(): Promise<Estimator> {
  const [{ ZxcvbnFactory }, { dictionary, adjacencyGraphs }] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ])
  return new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs })
}
