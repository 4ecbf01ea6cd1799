import { describe, expect, it } from 'vitest'
import type { WeeklyHours } from '@domain/hours/opening-hours'
import { openingStatus } from '@domain/hours/opening-status'

// 2026-11-23 is a Monday. Cyprus is UTC+2 in winter and UTC+3 in summer.
const at = (iso: string) => new Date(iso)

const splitShifts: WeeklyHours = {
  monday: [
    { opens: '09:00', closes: '14:00' },
    { opens: '17:00', closes: '21:00' },
  ],
  tuesday: [{ opens: '09:00', closes: '21:00' }],
  saturday: [{ opens: '20:00', closes: '02:00' }],
}

describe('opening status in Cyprus time', () => {
  it('decides on the Nicosia clock, not UTC', () => {
    // Sunday 22:30 UTC is Monday 00:30 in Cyprus (winter), before Monday opens.
    expect(openingStatus(splitShifts, at('2026-11-22T22:30:00Z'))).toEqual({
      isOpen: false,
      opensAt: { day: 'monday', time: '09:00', inDays: 0 },
    })
    // Summer time: 06:00 UTC is 09:00 in Cyprus.
    expect(openingStatus(splitShifts, at('2026-07-06T06:00:00Z'))).toEqual({
      isOpen: true,
      closesAt: '14:00',
    })
  })

  it('is open during the first shift and says when it closes', () => {
    expect(openingStatus(splitShifts, at('2026-11-23T08:00:00Z'))).toEqual({
      isOpen: true,
      closesAt: '14:00',
    })
  })

  it('is closed between split shifts and opens again the same afternoon', () => {
    expect(openingStatus(splitShifts, at('2026-11-23T13:00:00Z'))).toEqual({
      isOpen: false,
      opensAt: { day: 'monday', time: '17:00', inDays: 0 },
    })
  })

  it('skips closed days to the next opening', () => {
    // Tuesday 22:00 local: Wednesday to Friday are closed, Saturday opens at 20:00.
    expect(openingStatus(splitShifts, at('2026-11-24T20:00:00Z'))).toEqual({
      isOpen: false,
      opensAt: { day: 'saturday', time: '20:00', inDays: 4 },
    })
  })

  it('stays open after midnight when an interval closes the next morning', () => {
    // Sunday 01:00 local belongs to Saturday's 20:00–02:00.
    expect(openingStatus(splitShifts, at('2026-11-28T23:00:00Z'))).toEqual({
      isOpen: true,
      closesAt: '02:00',
    })
  })

  it("wraps around the week: Sunday's next opening is Monday morning, tomorrow", () => {
    expect(openingStatus(splitShifts, at('2026-11-29T10:00:00Z'))).toEqual({
      isOpen: false,
      opensAt: { day: 'monday', time: '09:00', inDays: 1 },
    })
  })

  it('counts the days to the next opening by the Cyprus date: today, tomorrow, or a weekday', () => {
    const fridayEvenings: WeeklyHours = { friday: [{ opens: '18:00', closes: '24:00' }] }
    // Friday 06:30 in Cyprus (04:30 UTC): opens this evening.
    expect(openingStatus(fridayEvenings, at('2026-11-27T04:30:00Z'))).toMatchObject({
      opensAt: { day: 'friday', inDays: 0 },
    })
    // Thursday 23:30 in Cyprus is still Thursday, though it is Thursday 21:30 UTC: tomorrow.
    expect(openingStatus(fridayEvenings, at('2026-11-26T21:30:00Z'))).toMatchObject({
      opensAt: { day: 'friday', inDays: 1 },
    })
    // Friday 00:30 in Cyprus is Thursday 22:30 UTC: already today.
    expect(openingStatus(fridayEvenings, at('2026-11-26T22:30:00Z'))).toMatchObject({
      opensAt: { day: 'friday', inDays: 0 },
    })
    // Saturday morning: six days on.
    expect(openingStatus(fridayEvenings, at('2026-11-28T08:00:00Z'))).toMatchObject({
      opensAt: { day: 'friday', inDays: 6 },
    })
    // Monday after its last shift: the same weekday next week.
    expect(
      openingStatus({ monday: [{ opens: '09:00', closes: '14:00' }] }, at('2026-11-23T13:00:00Z')),
    ).toMatchObject({
      opensAt: { day: 'monday', inDays: 7 },
    })
  })

  it('closes at the closing minute itself', () => {
    expect(openingStatus(splitShifts, at('2026-11-23T12:00:00Z')).isOpen).toBe(false)
  })

  it('treats 24:00 as midnight', () => {
    const late: WeeklyHours = { friday: [{ opens: '18:00', closes: '24:00' }] }
    expect(openingStatus(late, at('2026-11-27T20:00:00Z'))).toEqual({ isOpen: true, closesAt: '00:00' })
  })

  it('has no next opening when every day is closed', () => {
    expect(openingStatus({}, at('2026-11-23T08:00:00Z'))).toEqual({ isOpen: false, opensAt: null })
  })
})
