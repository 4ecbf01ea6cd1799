import { describe, expect, it } from 'vitest'
import { cyprusHolidayOn, cyprusHolidays, orthodoxEaster } from '@domain/calendar/cyprus-holidays'

const iso = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

describe('Cyprus public holidays', () => {
  it.each([
    [2010, '2010-04-04'],
    [2021, '2021-05-02'],
    [2023, '2023-04-16'],
    [2024, '2024-05-05'],
    [2025, '2025-04-20'],
    [2026, '2026-04-12'],
    [2027, '2027-05-02'],
    [2030, '2030-04-28'],
  ])('computes Orthodox Easter %i as %s', (year, date) => {
    expect(iso(orthodoxEaster(year))).toBe(date)
  })

  it('places the Easter-based holidays around Orthodox Easter, and the fixed ones on their dates', () => {
    const holidays = Object.fromEntries(cyprusHolidays(2026).map((h) => [h.holiday, iso(h.date)]))
    expect(holidays).toMatchObject({
      greenMonday: '2026-02-23',
      goodFriday: '2026-04-10',
      easterMonday: '2026-04-13',
      kataklysmos: '2026-06-01',
      cyprusNationalDay: '2026-04-01',
      ochiDay: '2026-10-28',
      christmas: '2026-12-25',
    })
    expect(cyprusHolidays(2026)).toHaveLength(15)
  })

  it('tells a holiday from an ordinary day', () => {
    expect(cyprusHolidayOn({ year: 2027, month: 3, day: 15 })).toBe('greenMonday')
    expect(cyprusHolidayOn({ year: 2024, month: 5, day: 6 })).toBe('easterMonday')
    expect(cyprusHolidayOn({ year: 2027, month: 3, day: 16 })).toBeNull()
  })
})
