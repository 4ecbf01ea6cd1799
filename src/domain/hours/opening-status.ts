import { cyprusMoment } from './open-now'
import { WEEKDAYS, type Weekday, type WeeklyHours } from './opening-hours'
import { MINUTES_PER_DAY, MINUTES_PER_WEEK, minuteOfWeek, spanCovers, weekSpans } from './open-week'

/** The next opening: its weekday and time, and how many days from today's Cyprus date (0 today, 1 tomorrow). */
export type NextOpening = { day: Weekday; time: string; inDays: number }

export type OpeningStatus =
  { isOpen: true; closesAt: string } | { isOpen: false; opensAt: NextOpening | null }

/**
 * Whether a business is open at `date` (Cyprus time), and when it closes or next opens. An interval whose closing
 * time is not after its opening time runs past midnight (22:00–02:00), so Saturday's late hours count on Sunday.
 */
export function openingStatus(hours: WeeklyHours, date: Date): OpeningStatus {
  // Open or not is the week's one rule (open-week.ts); this adds when it closes or next opens.
  const now = minuteOfWeek(cyprusMoment(date))
  const week = MINUTES_PER_WEEK
  const spans = weekSpans(hours)
  const current = spans.find((s) => spanCovers(s, now))
  if (current) return { isOpen: true, closesAt: clockTime(current.end) }
  const next = spans.map((s) => (s.start > now ? s.start : s.start + week)).sort((a, b) => a - b)[0]
  if (next === undefined) return { isOpen: false, opensAt: null }
  const nextDay = Math.floor(next / MINUTES_PER_DAY)
  const day = WEEKDAYS[nextDay % WEEKDAYS.length] ?? 'monday'
  // A visitor reads "today" or "tomorrow" rather than today's own weekday name (7: the same weekday next week).
  const inDays = nextDay - Math.floor(now / MINUTES_PER_DAY)
  return { isOpen: false, opensAt: { day, time: clockTime(next), inDays } }
}

function clockTime(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY
  const pad = (n: number) => String(n).padStart(2, '0')
  // A day that closes at midnight reads "24:00" in the data; show it as 00:00.
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`
}
