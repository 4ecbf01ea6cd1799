// New passwords (registration, reset, change) are refused when they are on the list of common and breached
// passwords, or when the strength estimator guesses them too quickly. The estimator (zxcvbn with the common
// dictionary) runs in the adapters; the decision is made here, once, for the server and the forms alike.

/**
 * zxcvbn's score: 0–4, for roughly under 10^3, 10^6, 10^8, 10^10 and more guesses. 3 needs about 10^10
 * guesses: out of reach of online guessing, and slow against our argon2id hashes if the database leaks.
 */
export const MIN_PASSWORD_SCORE = 3

/** The part of an estimate the policy reads; the shape of zxcvbn's result. */
export type PasswordEstimate = {
  score: number
  sequence: ReadonlyArray<{ pattern: string; dictionaryName?: string; i: number; j: number }>
}

export type PasswordWeakness = 'common' | 'guessable'
export type PasswordVerdict = { ok: true } | { ok: false; reason: PasswordWeakness }

/** The word lists that name common and breached passwords (the estimator's own names). */
const COMMON_PASSWORD_LISTS = new Set(['passwords-common'])

export function judgePassword(password: string, estimate: PasswordEstimate): PasswordVerdict {
  const isCommon = estimate.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      COMMON_PASSWORD_LISTS.has(match.dictionaryName ?? '') &&
      match.i === 0 &&
      match.j === password.length - 1,
  )
  if (isCommon) return { ok: false, reason: 'common' }
  if (estimate.score < MIN_PASSWORD_SCORE) return { ok: false, reason: 'guessable' }
  return { ok: true }
}
