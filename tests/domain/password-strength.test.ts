import { describe, expect, it } from 'vitest'
import { judgePassword, MIN_PASSWORD_SCORE } from '@domain/accounts/password-strength'

const match = (i: number, j: number, dictionaryName = 'passwords-common') => ({
  pattern: 'dictionary',
  dictionaryName,
  i,
  j,
})

describe('judgePassword', () => {
  it('refuses a password that is wholly on the common list, whatever its score', () => {
    expect(judgePassword('password123', { score: 4, sequence: [match(0, 10)] })).toEqual({
      ok: false,
      reason: 'common',
    })
  })

  it('refuses a password the estimator guesses too quickly', () => {
    expect(judgePassword('limassol', { score: MIN_PASSWORD_SCORE - 1, sequence: [] })).toEqual({
      ok: false,
      reason: 'guessable',
    })
  })

  it('accepts a strong password that merely contains a common word', () => {
    expect(judgePassword('password olive grove', { score: 4, sequence: [match(0, 7)] })).toEqual({ ok: true })
  })
})
