import { describe, expect, it } from 'vitest'
import { createZxcvbnPasswordStrength } from '@/adapters/browser/zxcvbn-password-strength.adapter'

describe('the password strength estimator', () => {
  const strength = createZxcvbnPasswordStrength()

  it('refuses common and guessable passwords and accepts a passphrase', async () => {
    expect(await strength.check('password123', [])).toEqual({ ok: false, reason: 'common' })
    expect(await strength.check('limassol', [])).toEqual({ ok: false, reason: 'guessable' })
    expect(await strength.check('olive groves at dawn 1987', [])).toEqual({ ok: true })
  })

  it('lets the password through when the dictionaries cannot be loaded: the server still judges it', async () => {
    const offline = createZxcvbnPasswordStrength(() => Promise.reject(new Error('chunk failed to load')))
    expect(await offline.check('password123', [])).toEqual({ ok: true })
  })
})
