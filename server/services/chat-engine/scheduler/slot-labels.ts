import { CYPRUS_TIME_ZONE } from '@domain/hours/open-now'
import type { Locale } from '@domain/i18n/localized-text'
import { cyprusDate } from './slots'

const TAGS: Record<Locale, string> = { en: 'en-GB', el: 'el-GR', ru: 'ru-RU' }
const formats = new Map<Locale, Intl.DateTimeFormat>()

/** "Tue 25 Nov, 09:30" in the visitor's language and Cyprus time; the chat sends it back when clicked. */
export function slotLabel(start: Date, locale: Locale): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(TAGS[locale], {
      timeZone: CYPRUS_TIME_ZONE,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    })
    formats.set(locale, format)
  }
  const { hour, minute } = cyprusDate(start)
  return `${format.format(start)}, ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}

/**
 * The slot a message names: a day of the month and an HH:MM time (the labels above carry both), matched against
 * the given slots; null when the message names none of them.
 */
export function slotInMessage(message: string, slots: readonly Date[]): Date | null {
  const time = /\b(\d{1,2})[:.](\d{2})\b/.exec(message)
  if (!time) return null
  const hour = Number(time[1])
  const minute = Number(time[2])
  const days = [...message.replace(time[0], ' ').matchAll(/\b(\d{1,2})\b/g)].map((m) => Number(m[1]))
  const candidates = slots.filter((s) => {
    const local = cyprusDate(s)
    return local.hour === hour && local.minute === minute && (days.length === 0 || days.includes(local.day))
  })
  // Without a day, the time alone is ambiguous across days: take the earliest.
  return candidates[0] ?? null
}
