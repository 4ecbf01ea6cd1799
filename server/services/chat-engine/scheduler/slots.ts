import { cyprusHolidayOn } from '@domain/calendar/cyprus-holidays'
import { CYPRUS_TIME_ZONE } from '@domain/hours/open-now'

// The scheduling chat books 30-minute calls on working days (neither weekends nor Cyprus public holidays),
// 09:00–17:00 Cyprus time, over the next 10 working days.
export const SLOT_MINUTES = 30
export const FIRST_SLOT_HOUR = 9
export const LAST_SLOT_END_HOUR = 17
export const BOOKING_WINDOW_WORKING_DAYS = 10
const MINUTE_MS = 60_000
const DAY_MS = 24 * 60 * MINUTE_MS

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CYPRUS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
})

export type LocalDate = { year: number; month: number; day: number; weekday: string }

/** The Cyprus calendar date and weekday ("Mon"…"Sun") of an instant. */
export function cyprusDate(at: Date): LocalDate & { hour: number; minute: number } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]))
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    weekday: String(p.weekday),
    hour: Number(p.hour),
    minute: Number(p.minute),
  }
}

/** The instant of a Cyprus wall-clock time (summer and winter time both handled). */
export function cyprusInstant(date: Omit<LocalDate, 'weekday'>, hour: number, minute: number): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute)
  let instant = wall
  // Two passes settle the offset, also on the days the clocks change.
  for (let i = 0; i < 2; i++) {
    const seen = cyprusDate(new Date(instant))
    const seenWall = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute)
    instant += wall - seenWall
  }
  return new Date(instant)
}

const isWorkingDay = (d: LocalDate) => d.weekday !== 'Sat' && d.weekday !== 'Sun' && !cyprusHolidayOn(d)

/** Every slot start from now over the next working days, booked or not, earliest first. */
export function slotWindow(now: Date): Date[] {
  const slots: Date[] = []
  let workingDays = 0
  for (let offset = 0; workingDays < BOOKING_WINDOW_WORKING_DAYS; offset++) {
    const date = cyprusDate(new Date(now.getTime() + offset * DAY_MS))
    if (!isWorkingDay(date)) continue
    let hasFuture = false
    for (let m = FIRST_SLOT_HOUR * 60; m + SLOT_MINUTES <= LAST_SLOT_END_HOUR * 60; m += SLOT_MINUTES) {
      const start = cyprusInstant(date, Math.floor(m / 60), m % 60)
      if (start.getTime() > now.getTime()) {
        slots.push(start)
        hasFuture = true
      }
    }
    // Today counts as one of the working days only while it still has slots.
    if (hasFuture) workingDays++
  }
  return slots
}

/** The free slots: the window minus the booked starts. */
export function freeSlots(now: Date, booked: readonly Date[]): Date[] {
  const taken = new Set(booked.map((d) => d.getTime()))
  return slotWindow(now).filter((s) => !taken.has(s.getTime()))
}

export function slotEnd(start: Date): Date {
  return new Date(start.getTime() + SLOT_MINUTES * MINUTE_MS)
}
