import { describe, expect, it } from 'vitest'
import { cyprusDate, isClosedOn } from '@domain/hours/closures'

describe('holiday closures', () => {
  it('reads the date as it is in Cyprus, not in UTC', () => {
    expect(cyprusDate(new Date('2026-12-24T22:30:00Z'))).toBe('2026-12-25')
  })

  it('is closed on a listed date only', () => {
    expect(isClosedOn(['2026-12-25'], new Date('2026-12-25T10:00:00Z'))).toBe(true)
    expect(isClosedOn(['2026-12-25'], new Date('2026-12-26T10:00:00Z'))).toBe(false)
  })
})
