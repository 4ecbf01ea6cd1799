import { describe, expect, it } from 'vitest'
import { comparableText, countLinks, NEW_ACCOUNT_MS, reviewFlags } from '@domain/moderation/review-flags'
import { reportReasonProblem } from '@domain/moderation/moderation'

const HOUR = 60 * 60 * 1000
const calm = {
  text: 'Lovely place, kind staff.',
  isRepeatedText: false,
  accountAgeMs: 30 * 24 * HOUR,
  recentReviews: 0,
}

describe('automatic review flags', () => {
  it('publishes an ordinary review at once', () => {
    expect(reviewFlags(calm)).toEqual([])
  })

  it('flags three or more links, not two', () => {
    expect(countLinks('see https://a.cy, http://b.cy and www.c.cy')).toBe(3)
    expect(reviewFlags({ ...calm, text: 'https://a.cy and www.b.cy' })).toEqual([])
    expect(reviewFlags({ ...calm, text: 'https://a.cy www.b.cy http://c.cy/x?y=1' })).toEqual(['many_links'])
  })

  it('flags the same text from the same address or account', () => {
    expect(reviewFlags({ ...calm, isRepeatedText: true })).toEqual(['repeated_text'])
  })

  it("flags a new account's fourth review within an hour, not its third", () => {
    const young = { ...calm, accountAgeMs: NEW_ACCOUNT_MS - 1 }
    expect(reviewFlags({ ...young, recentReviews: 2 })).toEqual([])
    expect(reviewFlags({ ...young, recentReviews: 3 })).toEqual(['new_account_burst'])
  })

  it('lets an older account write many reviews in an hour', () => {
    expect(reviewFlags({ ...calm, accountAgeMs: NEW_ACCOUNT_MS, recentReviews: 9 })).toEqual([])
  })

  it('gives every flag that applies', () => {
    expect(
      reviewFlags({
        text: 'www.a.cy www.b.cy www.c.cy',
        isRepeatedText: true,
        accountAgeMs: 0,
        recentReviews: 5,
      }),
    ).toEqual(['many_links', 'repeated_text', 'new_account_burst'])
  })

  it('compares texts without case and extra spaces', () => {
    expect(comparableText('  Great   FOOD\n here ')).toBe('great food here')
  })
})

describe('report reasons', () => {
  it('needs 3 to 500 characters once trimmed', () => {
    expect(reportReasonProblem('  ab ')).toBe('tooShort')
    expect(reportReasonProblem('spam')).toBeNull()
    expect(reportReasonProblem('x'.repeat(501))).toBe('tooLong')
  })
})
