import { describe, expect, it } from 'vitest'
import { cyprusMoment, isOpenAt } from '@domain/hours/open-now'
import type { WeeklyHours } from '@domain/hours/opening-hours'

const taverna: WeeklyHours = {
  tuesday: [
    { opens: '12:00', closes: '15:00' },
    { opens: '18:00', closes: '24:00' },
  ],
}

describe('open now in Cyprus time', () => {
  it('reads the weekday and time on the Nicosia clock in winter (UTC+2)', () => {
    expect(cyprusMoment(new Date('2026-11-24T10:30:00Z'))).toEqual({ weekday: 'tuesday', time: '12:30' })
  })

  it('reads the weekday and time on the Nicosia clock in summer (UTC+3)', () => {
    expect(cyprusMoment(new Date('2026-07-14T21:15:00Z'))).toEqual({ weekday: 'wednesday', time: '00:15' })
  })

  it('is open inside an interval, from opening time up to but not including closing time', () => {
    expect(isOpenAt(taverna, new Date('2026-11-24T10:00:00Z'))).toBe(true) // 12:00
    expect(isOpenAt(taverna, new Date('2026-11-24T12:59:00Z'))).toBe(true) // 14:59
    expect(isOpenAt(taverna, new Date('2026-11-24T13:00:00Z'))).toBe(false) // 15:00
  })

  it('is closed between split shifts and on days without hours', () => {
    expect(isOpenAt(taverna, new Date('2026-11-24T14:00:00Z'))).toBe(false) // Tue 16:00
    expect(isOpenAt(taverna, new Date('2026-11-23T10:00:00Z'))).toBe(false) // Mon 12:00
  })

  it('treats a closing time of 24:00 as open until midnight', () => {
    expect(isOpenAt(taverna, new Date('2026-11-24T21:59:00Z'))).toBe(true) // Tue 23:59
    expect(isOpenAt(taverna, new Date('2026-11-24T22:00:00Z'))).toBe(false) // Wed 00:00
  })
})
