import type { PasswordVerdict } from '@domain/accounts/password-strength'

/** Judges a new password before the form sends it; the server judges it again. */
export interface PasswordStrengthPort {
  /** `personalWords`: the name and address typed in the form, which a guesser would try first. */
  check(password: string, personalWords: ReadonlyArray<string>): Promise<PasswordVerdict>
}
