export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** One opening interval in local Cyprus time, "HH:MM" 24-hour; closes may be "24:00". */
export type OpeningInterval = { opens: string; closes: string }
/** A day that is missing or empty is closed (spec §2: opening hours default to 'Closed'). */
export type WeeklyHours = Partial<Record<Weekday, OpeningInterval[]>>

/** Spec §3 "hours (day name to text)": "09:00–14:00, 17:00–21:00"; closed days are left out. */
export function hoursAsText(hours: WeeklyHours): Partial<Record<Weekday, string>> {
  const text: Partial<Record<Weekday, string>> = {}
  for (const day of WEEKDAYS) {
    const intervals = hours[day]
    if (intervals && intervals.length > 0)
      text[day] = intervals.map((i) => `${i.opens}–${i.closes}`).join(', ')
  }
  return text
}
