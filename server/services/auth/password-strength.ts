import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'
import { judgePassword } from '@domain/accounts/password-strength'
import { ServiceError } from '../service-error'

// Built once: loading the dictionaries takes a moment, checking a password a few milliseconds.
let estimator: ZxcvbnFactory | null = null

/**
 * Refuses a new password that is common or too easy to guess (400 WEAK_PASSWORD). The account's own name
 * and address count as guessable words.
 */
export function refuseWeakPassword(password: string, personalWords: ReadonlyArray<string> = []): void {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs })
  const verdict = judgePassword(password, estimator.check(password, wordsOf(personalWords)))
  if (verdict.ok) return
  throw new ServiceError(
    'WEAK_PASSWORD',
    verdict.reason === 'common'
      ? 'This password is on a list of common passwords. Please choose another one.'
      : 'This password is too easy to guess. Please use a longer one, for example a few unrelated words.',
  )
}

/** "Maria Christou" and "maria.c@example.cy" as the words a guesser would try: each whole, and its parts. */
function wordsOf(texts: ReadonlyArray<string>): string[] {
  return texts.flatMap((text) => {
    const lower = text.toLowerCase()
    return [lower, ...lower.split(/[^\p{L}\p{N}]+/u).filter((part) => part.length >= 3)]
  })
}
