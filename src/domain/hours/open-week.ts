import type { LocalMoment } from './local-moment'
import { WEEKDAYS, type WeeklyHours } from './opening-hours'

// The one rule for "open at this minute", shared by the page's badge, the assistants and the listing's
// open-now filter (whose SQL twin is business_open_week() in the migrations; a test compares the two minute by
// minute). Times are Cyprus local time; the clock-to-weekday step is cyprusMoment().

export const MINUTES_PER_DAY = 24 * 60
export const MINUTES_PER_WEEK = WEEKDAYS.length * MINUTES_PER_DAY

/** Minutes from Monday 00:00 of the week; `end` is exclusive and passes the week's end for Sunday's late hours. */
export type WeekSpan = { start: number; end: number }

const OPENS = /^([01][0-9]|2[0-3]):[0-5][0-9]$/
const CLOSES = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/

/**
 * The intervals of the week. Opens is inclusive, closes exclusive, "24:00" is midnight. An interval that closes
 * at or before it opens runs past midnight into the next day (Saturday 22:00–02:00 is open on Sunday at 01:00;
 * Sunday's runs into Monday). An interval whose times are not "HH:MM" is never open.
 */
export function weekSpans(hours: WeeklyHours): WeekSpan[] {
  return WEEKDAYS.flatMap((day, index) =>
    (hours[day] ?? [])
      .filter((i) => OPENS.test(i.opens) && CLOSES.test(i.closes))
      .map(({ opens, closes }) => {
        const start = index * MINUTES_PER_DAY + minutesOf(opens)
        const closing = index * MINUTES_PER_DAY + minutesOf(closes)
        return { start, end: closing > start ? closing : closing + MINUTES_PER_DAY }
      }),
  )
}

/** Whether a span covers the minute of the week, counting Sunday's spill-over into Monday. */
export function spanCovers(span: WeekSpan, minute: number): boolean {
  return (minute >= span.start && minute < span.end) || minute + MINUTES_PER_WEEK < span.end
}

/** The spans folded into [0, one week): what the database stores as `open_week` and the filter asks of it. */
export function foldedWeekRanges(hours: WeeklyHours): Array<[number, number]> {
  return weekSpans(hours).flatMap(({ start, end }): Array<[number, number]> =>
    end > MINUTES_PER_WEEK
      ? [
          [start, MINUTES_PER_WEEK],
          [0, end - MINUTES_PER_WEEK],
        ]
      : [[start, end]],
  )
}

/** Monday 00:00 is minute 0; Sunday 23:59 is minute 10079. */
export function minuteOfWeek({ weekday, time }: LocalMoment): number {
  return WEEKDAYS.indexOf(weekday) * MINUTES_PER_DAY + minutesOf(time)
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}
