import { isValidNewPassword } from '@domain/accounts/account-fields'
import { useT } from '../i18n/use-t'
import { usePorts } from '../use-router-context'

/**
 * The new-password rule of the register, reset and change forms: long enough, not a common password and not
 * too easy to guess (the estimator loads on the first check). Resolves with the message to show, or null.
 */
export function useNewPasswordCheck() {
  const t = useT()
  const { passwordStrength } = usePorts()
  return async (password: string, personalWords: ReadonlyArray<string> = []): Promise<string | null> => {
    if (!isValidNewPassword(password)) return t('account.passwordTooShort')
    const verdict = await passwordStrength.check(password, personalWords)
    if (verdict.ok) return null
    return t(verdict.reason === 'common' ? 'account.passwordCommon' : 'account.passwordGuessable')
  }
}
