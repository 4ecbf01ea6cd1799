import { cyprusWallClock, twoDigits } from './cyprus-clock'
import { CYPRUS_TIME_ZONE } from './open-now'

// Intl only for instants before the island's present rule (cyprus-clock.ts); made on first such use.
let dateFormatter: Intl.DateTimeFormat | null = null

/** The Cyprus date (YYYY-MM-DD) at this instant: a closure is for the day as it is on the island. */
export function cyprusDate(date: Date): string {
  const wall = cyprusWallClock(date)
  if (wall) return `${wall.year}-${twoDigits(wall.month)}-${twoDigits(wall.day)}`
  // en-CA formats a date as YYYY-MM-DD, the form holiday closures are stored in.
  dateFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: CYPRUS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  return dateFormatter.format(date)
}

/** Whether one of the business's holiday closures is today in Cyprus. */
export function isClosedOn(closedDates: readonly string[], date: Date): boolean {
  return closedDates.includes(cyprusDate(date))
}
