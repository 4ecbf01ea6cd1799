import { describe, expect, it } from 'vitest'
import {
  closureDays,
  decidedBy,
  MAX_TEMPORARY_CLOSURE_DAYS,
  suggestionEffect,
  suggestionProblems,
  type SuggestedChange,
} from '@domain/edit-suggestions/edit-suggestion'

const NOW = { address: { en: '1 Old Street', el: 'Παλιά Οδός 1' }, closedDates: ['2026-12-25'] }

describe('what each kind of suggestion changes', () => {
  it('marks the business closed for good instead of changing a field', () => {
    expect(suggestionEffect({ kind: 'permanently_closed' }, 'en', NOW)).toEqual({ type: 'close' })
  })

  it('adds every day of a temporary closure to the closure dates, keeping the ones there, in order', () => {
    const change: SuggestedChange = {
      kind: 'temporarily_closed',
      closedFrom: '2026-12-23',
      closedUntil: '2026-12-26',
    }
    expect(suggestionEffect(change, 'en', NOW)).toEqual({
      type: 'patch',
      patch: { closedDates: ['2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26'] },
    })
  })

  it('replaces the hours, the phone, the website and the categories as suggested', () => {
    const hours = { monday: [{ opens: '08:00', closes: '16:00' }] }
    expect(suggestionEffect({ kind: 'hours', hours }, 'en', NOW)).toEqual({ type: 'patch', patch: { hours } })
    expect(suggestionEffect({ kind: 'phone', phone: '+35722123456' }, 'en', NOW)).toEqual({
      type: 'patch',
      patch: { phone: '+35722123456' },
    })
    expect(suggestionEffect({ kind: 'website', website: 'https://kafe.cy' }, 'en', NOW)).toEqual({
      type: 'patch',
      patch: { website: 'https://kafe.cy' },
    })
    expect(suggestionEffect({ kind: 'category', categoryIds: [4, 2] }, 'en', NOW)).toEqual({
      type: 'patch',
      patch: { categoryIds: [4, 2] },
    })
  })

  it("writes an address in the suggester's language and empties the others, which no longer say the truth", () => {
    const change: SuggestedChange = { kind: 'address', address: ' Οδός Αθηνών 5 ', lat: 34.68, lng: 33.04 }
    expect(suggestionEffect(change, 'el', NOW)).toEqual({
      type: 'patch',
      patch: { address: { en: '', el: 'Οδός Αθηνών 5' }, lat: 34.68, lng: 33.04 },
    })
  })

  it('applies nothing for a duplicate or another remark: accepting records that the decider agreed', () => {
    expect(suggestionEffect({ kind: 'duplicate', duplicateOfId: 9, note: 'Same café' }, 'en', NOW)).toEqual({
      type: 'none',
    })
    expect(suggestionEffect({ kind: 'other', note: 'The menu moved online' }, 'en', NOW)).toEqual({
      type: 'none',
    })
  })
})

describe('what makes a suggestion invalid', () => {
  it('accepts each kind with its own fields', () => {
    const valid: SuggestedChange[] = [
      { kind: 'permanently_closed' },
      { kind: 'temporarily_closed', closedFrom: '2026-08-01', closedUntil: '2026-08-15' },
      { kind: 'hours', hours: { friday: [{ opens: '18:00', closes: '02:00' }] } },
      { kind: 'phone', phone: '+35799123456', note: 'They changed number' },
      { kind: 'website', website: 'https://example.cy' },
      { kind: 'address', address: '3 Anexartisias' },
      { kind: 'category', categoryIds: [1] },
      { kind: 'duplicate', duplicateOfId: 7, note: 'Listed twice' },
      { kind: 'other', note: 'Parking is behind the shop' },
    ]
    for (const change of valid) expect(suggestionProblems(change, 3), change.kind).toEqual([])
  })

  it('refuses a kind without its value, and a field of another kind', () => {
    expect(suggestionProblems({ kind: 'phone' })).toContain('field_missing')
    expect(suggestionProblems({ kind: 'hours', hours: {}, phone: '+35799123456' })).toContain('field_foreign')
    expect(suggestionProblems({ kind: 'permanently_closed', website: 'https://x.cy' })).toContain(
      'field_foreign',
    )
  })

  it('needs a note of a few characters for a duplicate and for another remark', () => {
    expect(suggestionProblems({ kind: 'other', note: '  ' })).toContain('note_missing')
    expect(suggestionProblems({ kind: 'duplicate', duplicateOfId: 4 })).toContain('note_missing')
  })

  it("checks values by the owner's own rules: phone, website, hours, pin in Cyprus", () => {
    expect(suggestionProblems({ kind: 'phone', phone: '22123456' })).toContain('phone_invalid')
    expect(suggestionProblems({ kind: 'website', website: 'ftp://x.cy' })).toContain('website_invalid')
    expect(
      suggestionProblems({ kind: 'hours', hours: { monday: [{ opens: '09:00', closes: '09:00' }] } }),
    ).toContain('hours_invalid')
    expect(suggestionProblems({ kind: 'address', address: 'Athens', lat: 37.98, lng: 23.72 })).toContain(
      'outside_cyprus',
    )
    expect(suggestionProblems({ kind: 'address', address: 'Larnaca', lat: 34.9 })).toContain('pin_incomplete')
  })

  it('refuses a backwards or too long temporary closure, and a listing said to repeat itself', () => {
    expect(
      suggestionProblems({ kind: 'temporarily_closed', closedFrom: '2026-08-15', closedUntil: '2026-08-01' }),
    ).toContain('closure_invalid')
    expect(suggestionProblems({ kind: 'duplicate', duplicateOfId: 3, note: 'Twice' }, 3)).toContain(
      'duplicate_of_itself',
    )
  })
})

describe('closure days', () => {
  it(`lists the days from first to last, at most ${MAX_TEMPORARY_CLOSURE_DAYS}`, () => {
    expect(closureDays('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01'])
    expect(closureDays('2026-01-01', '2026-01-31')).toHaveLength(31)
    expect(closureDays('2026-01-01', '2026-02-01')).toBeNull()
    expect(closureDays('2026-13-01', '2026-13-02')).toBeNull()
  })
})

describe('who decides', () => {
  it("sends a claimed business's suggestion to its owner and an unclaimed one's to the admins", () => {
    expect(decidedBy({ ownerId: 12 })).toBe('owner')
    expect(decidedBy({ ownerId: null })).toBe('admin')
  })
})
