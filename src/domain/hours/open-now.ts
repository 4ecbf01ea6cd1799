import type { LocalMoment } from './local-moment'
import { WEEKDAYS, type WeeklyHours } from './opening-hours'
import { minuteOfWeek, spanCovers, weekSpans } from './open-week'
import { cyprusWallClock, twoDigits } from './cyprus-clock'

/** Opening hours are local Cyprus time: "open now" is decided on the Nicosia clock, whatever the server's zone. */
export const CYPRUS_TIME_ZONE = 'Europe/Nicosia'

// Intl only for instants before the island's present rule (cyprus-clock.ts); made on first such use.
let clock: Intl.DateTimeFormat | null = null

/** The weekday and "HH:MM" (24-hour) in Cyprus at this instant. */
export function cyprusMoment(date: Date): LocalMoment {
  const wall = cyprusWallClock(date)
  if (wall) {
    return {
      weekday: WEEKDAYS[wall.weekdayIndex] ?? 'monday',
      time: `${twoDigits(wall.hour)}:${twoDigits(wall.minute)}`,
    }
  }
  clock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: CYPRUS_TIME_ZONE,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const parts = clock.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const weekday = WEEKDAYS.find((d) => d === part('weekday').toLowerCase()) ?? 'monday'
  return { weekday, time: `${part('hour')}:${part('minute')}` }
}

/** Whether the business is open at this instant, by the week's one rule (open-week.ts), past midnight included. */
export function isOpenAt(hours: WeeklyHours, date: Date): boolean {
  const minute = minuteOfWeek(cyprusMoment(date))
  return weekSpans(hours).some((span) => spanCovers(span, minute))
}
