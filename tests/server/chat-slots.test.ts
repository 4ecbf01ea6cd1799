import { describe, expect, it } from 'vitest'
import { slotInMessage, slotLabel } from '../../server/services/chat-engine/scheduler/slot-labels'
import { cyprusInstant, freeSlots, slotWindow } from '../../server/services/chat-engine/scheduler/slots'
import { findPhrase, phraseStems, wordsOf } from '../../server/services/chat-engine/local/text-match'
import { proposeTag, routeLink } from '../../server/services/chat-engine/reply-format'
import { escapeXml } from '../../server/xml-escape'

describe('scheduling slots', () => {
  it('offers 16 half-hour slots per working day over the next 10 working days, skipping the weekend', () => {
    // Saturday 21 November 2026, 12:00 in Cyprus (UTC+2).
    const slots = slotWindow(new Date('2026-11-21T10:00:00Z'))
    expect(slots).toHaveLength(160)
    expect(slots[0]?.toISOString()).toBe('2026-11-23T07:00:00.000Z')
    expect(slots[15]?.toISOString()).toBe('2026-11-23T14:30:00.000Z')
    expect(slots.at(-1)?.toISOString()).toBe('2026-12-04T14:30:00.000Z')
  })

  it('counts today while it still has free time, and leaves out the slots already past', () => {
    const slots = slotWindow(new Date('2026-11-23T13:10:00Z')) // Monday 15:10 in Cyprus
    expect(slots[0]?.toISOString()).toBe('2026-11-23T13:30:00.000Z')
    expect(slots).toHaveLength(3 + 9 * 16)
  })

  it('offers no slot on a Cyprus public holiday and does not take a request for one', () => {
    // Friday 12 March 2027, 12:00 in Cyprus; Monday 15 March is Green Monday, Thursday 25 March a holiday too.
    const now = new Date('2027-03-12T10:00:00Z')
    const slots = slotWindow(now)
    const days = new Set(slots.map((s) => s.toISOString().slice(0, 10)))
    expect(days.has('2027-03-15')).toBe(false)
    expect(days.has('2027-03-25')).toBe(false)
    expect(slots.find((s) => s.toISOString() > '2027-03-13')?.toISOString()).toBe('2027-03-16T07:00:00.000Z')
    expect(slotInMessage('Mon 15 Mar, 09:00', slots)).toBeNull()
    expect(slotInMessage('Tue 16 Mar, 09:00', slots)?.toISOString()).toBe('2027-03-16T07:00:00.000Z')
  })

  it('follows summer time: 09:00 in Cyprus is 06:00 UTC in July', () => {
    expect(cyprusInstant({ year: 2026, month: 7, day: 1 }, 9, 0).toISOString()).toBe(
      '2026-07-01T06:00:00.000Z',
    )
    expect(cyprusInstant({ year: 2026, month: 3, day: 30 }, 9, 0).toISOString()).toBe(
      '2026-03-30T06:00:00.000Z',
    )
  })

  it('removes booked slots and reads a clicked label back in every language', () => {
    const now = new Date('2026-11-21T10:00:00Z')
    const free = freeSlots(now, [new Date('2026-11-23T07:00:00Z')])
    expect(free[0]?.toISOString()).toBe('2026-11-23T07:30:00.000Z')
    for (const locale of ['en', 'el', 'ru'] as const) {
      const label = slotLabel(free[0]!, locale)
      expect(slotInMessage(label, free)?.toISOString()).toBe('2026-11-23T07:30:00.000Z')
    }
    expect(slotLabel(free[0]!, 'en')).toBe('Mon 23 Nov, 09:30')
    expect(slotInMessage('no time here', free)).toBeNull()
  })
})

describe('matching words by stem', () => {
  it('finds inflected town names in Greek and Russian', () => {
    expect(findPhrase(wordsOf('ψάρι στη Λεμεσό'), phraseStems('Λεμεσός'))).toBe(2)
    expect(findPhrase(wordsOf('καφέ της Λεμεσού'), phraseStems('Λεμεσός'))).toBe(2)
    expect(findPhrase(wordsOf('отель в Айя-Напе'), phraseStems('Айя-Напа'))).toBe(2)
    expect(findPhrase(wordsOf('рыба в Лимассоле'), phraseStems('лимассол'))).toBe(2)
    expect(findPhrase(wordsOf('a spanish bar'), phraseStems('spa'))).toBe(-1)
  })
})

describe('the reply format', () => {
  it('escapes text and attributes and refuses links that are not site paths', () => {
    expect(escapeXml(`<b>"Tom's" & co</b>`)).toBe('&lt;b&gt;&quot;Tom&#39;s&quot; &amp; co&lt;/b&gt;')
    expect(proposeTag(['A & B', 'A & B', ''])).toBe('<propose><button>A &amp; B</button></propose>')
    expect(() => routeLink('https://evil.example', 'x')).toThrow()
  })
})
