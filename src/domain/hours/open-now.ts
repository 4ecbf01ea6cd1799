import { WEEKDAYS, type Weekday, type WeeklyHours } from './opening-hours'

/** Opening hours are local Cyprus time: "open now" is decided on the Nicosia clock, whatever the server's zone. */
export const CYPRUS_TIME_ZONE = 'Europe/Nicosia'

export type LocalMoment = { weekday: Weekday; time: string }

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: CYPRUS_TIME_ZONE,
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The weekday and "HH:MM" (24-hour) in Cyprus at this instant. */
export function cyprusMoment(date: Date): LocalMoment {
  const parts = formatter.formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  const weekday = WEEKDAYS.find((d) => d === part('weekday').toLowerCase()) ?? 'monday'
  return { weekday, time: `${part('hour')}:${part('minute')}` }
}

/** True when an interval of that day contains the time; opens is inclusive, closes exclusive ("24:00" = midnight). */
export function isOpenAt(hours: WeeklyHours, date: Date): boolean {
  const { weekday, time } = cyprusMoment(date)
  return (hours[weekday] ?? []).some((i) => i.opens <= time && time < i.closes)
}
