import { cyprusMoment } from './open-now'
import { WEEKDAYS, type Weekday, type WeeklyHours } from './opening-hours'

const MINUTES_PER_DAY = 24 * 60

export type OpeningStatus =
  { isOpen: true; closesAt: string } | { isOpen: false; opensAt: { day: Weekday; time: string } | null }

type Span = { start: number; end: number }

/**
 * Whether a business is open at `date` (Cyprus time), and when it closes or next opens. An interval whose closing
 * time is not after its opening time runs past midnight (22:00–02:00), so Saturday's late hours count on Sunday.
 */
export function openingStatus(hours: WeeklyHours, date: Date): OpeningStatus {
  // The Nicosia clock comes from open-now.ts; this module adds after-midnight closing and the next opening.
  const { weekday, time } = cyprusMoment(date)
  const today = WEEKDAYS.indexOf(weekday)
  const minutes = minutesOf(time)
  // The week as minutes from this Monday 00:00, plus last Sunday's spill-over into Monday.
  const spans = weekSpans(hours)
  const now = today * MINUTES_PER_DAY + minutes
  const week = WEEKDAYS.length * MINUTES_PER_DAY
  const current = spans.find((s) => covers(s, now) || covers(s, now + week))
  if (current) {
    const end = covers(current, now) ? current.end : current.end - week
    return { isOpen: true, closesAt: clockTime(end) }
  }
  const next = spans.map((s) => (s.start > now ? s.start : s.start + week)).sort((a, b) => a - b)[0]
  if (next === undefined) return { isOpen: false, opensAt: null }
  const dayIndex = Math.floor(next / MINUTES_PER_DAY) % WEEKDAYS.length
  return { isOpen: false, opensAt: { day: WEEKDAYS[dayIndex] ?? 'monday', time: clockTime(next) } }
}

function weekSpans(hours: WeeklyHours): Span[] {
  return WEEKDAYS.flatMap((day, index) =>
    (hours[day] ?? []).map(({ opens, closes }) => {
      const start = index * MINUTES_PER_DAY + minutesOf(opens)
      const closing = index * MINUTES_PER_DAY + minutesOf(closes)
      return { start, end: closing > start ? closing : closing + MINUTES_PER_DAY }
    }),
  )
}

function covers(span: Span, at: number): boolean {
  return at >= span.start && at < span.end
}

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

function clockTime(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY
  const pad = (n: number) => String(n).padStart(2, '0')
  // A day that closes at midnight reads "24:00" in the data; show it as 00:00.
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`
}
