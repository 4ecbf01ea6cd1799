import { CYPRUS_TIME_ZONE } from './open-now'

// Made on first use, as open-now.ts's clock is: the page loads this module before anything asks for a date.
let dateFormatter: Intl.DateTimeFormat | null = null

/** The Cyprus date (YYYY-MM-DD) at this instant: a closure is for the day as it is on the island. */
export function cyprusDate(date: Date): string {
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
