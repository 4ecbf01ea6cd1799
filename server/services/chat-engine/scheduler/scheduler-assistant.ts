import type { Locale } from '@domain/i18n/localized-text'
import { bookSlot, bookedStarts } from '../../../db/repositories/bookings.repository'
import type { ChatRequest, EngineUser, WorkflowReply } from '../chat-engine.port'
import { textReply } from '../chat-engine.port'
import type { LocalEngineContext } from '../local/engine-context'
import { wordsOf } from '../local/text-match'
import { composeReply, proposeTag } from '../reply-format'
import { earlierQuestions } from '../local/conversation'
import { DAY_WORDS, SCHEDULER_TEXTS, TOMORROW_WORDS } from './scheduler-texts'
import { slotInMessage, slotLabel } from './slot-labels'
import { cyprusDate, freeSlots, slotEnd, slotWindow } from './slots'

// Buttons per offer: enough to choose from, few enough to read.
const OFFERED_SLOTS = 8
const EMAIL = /[^\s,;<>()]+@[^\s,;<>()]+\.[^\s,;<>()]+/
const MAX_NAME_LENGTH = 200

type Run = { body: ChatRequest; locale: Locale; user: EngineUser | null; now: Date }

async function currentFreeSlots(ctx: LocalEngineContext, now: Date): Promise<Date[]> {
  const window = slotWindow(now)
  const last = window.at(-1)
  if (!last) return []
  return freeSlots(now, await bookedStarts(ctx.db, window[0] ?? now, slotEnd(last)))
}

/** scheduler-ai-slots: the free slots as buttons. */
export async function offerSlots(ctx: LocalEngineContext, locale: Locale, now: Date): Promise<WorkflowReply> {
  const free = await currentFreeSlots(ctx, now)
  const texts = SCHEDULER_TEXTS[locale]
  if (free.length === 0) return textReply(texts.noSlots)
  return textReply(
    composeReply(texts.intro, proposeTag(free.slice(0, OFFERED_SLOTS).map((s) => slotLabel(s, locale)))),
  )
}

/** scheduler-ai-main: offer times, take the chosen one and the contact details, book and confirm. */
export async function runScheduler(ctx: LocalEngineContext, run: Run): Promise<WorkflowReply> {
  const { body, locale, user, now } = run
  const texts = SCHEDULER_TEXTS[locale]
  const free = await currentFreeSlots(ctx, now)
  const window = slotWindow(now)
  const chosenNow = slotInMessage(body.query, window)
  const email = EMAIL.exec(body.query)?.[0] ?? null

  if (chosenNow && !free.some((s) => s.getTime() === chosenNow.getTime()))
    return offer(texts.taken(slotLabel(chosenNow, locale)), free, locale)
  if (chosenNow && user)
    return book(ctx, chosenNow, { name: user.name, email: user.email, userId: user.id }, run, free)
  if (chosenNow && email) {
    const name = nameFrom(body.query, email)
    if (name) return book(ctx, chosenNow, { name, email, userId: null }, run, free)
  }
  if (chosenNow) return textReply(texts.askDetails(slotLabel(chosenNow, locale)))

  const earlier = earlierQuestions(body.history)
    .map((q) => slotInMessage(q, window))
    .find((s): s is Date => s !== null)
  if (earlier && email) {
    const name = nameFrom(body.query, email)
    if (!name) return textReply(texts.askName)
    return book(ctx, earlier, { name, email, userId: null }, run, free)
  }

  const day = dayAsked(body.query, now)
  if (day) {
    const sameDay = free.filter((s) => sameDate(cyprusDate(s), day))
    if (sameDay.length > 0)
      return offer(texts.dayOffer(slotLabel(sameDay[0]!, locale).split(',')[0] ?? ''), sameDay, locale)
    return offer(texts.noneThatDay, free, locale)
  }
  if (free.length === 0) return textReply(texts.noSlots)
  return offer(texts.intro, free, locale)
}

function offer(lead: string, slots: Date[], locale: Locale): WorkflowReply {
  return textReply(
    composeReply(lead, proposeTag(slots.slice(0, OFFERED_SLOTS).map((s) => slotLabel(s, locale)))),
  )
}

async function book(
  ctx: LocalEngineContext,
  start: Date,
  who: { name: string; email: string; userId: number | null },
  { locale, now }: Run,
  free: Date[],
): Promise<WorkflowReply> {
  const texts = SCHEDULER_TEXTS[locale]
  const label = slotLabel(start, locale)
  const booking = await bookSlot(ctx.db, { startsAt: start, ...who, language: locale, createdAt: now })
  if (!booking)
    return offer(
      texts.taken(label),
      free.filter((s) => s.getTime() !== start.getTime()),
      locale,
    )
  await ctx.mail.send({
    to: who.email,
    kind: 'booking-confirmation',
    language: locale,
    subject: texts.mailSubject,
    body: texts.mailBody(who.name, label),
  })
  return textReply(texts.booked(label, who.email))
}

// "Maria Georgiou, maria@example.com" → "Maria Georgiou"; a slot label or filler words around it are dropped.
function nameFrom(message: string, email: string): string | null {
  const name = message
    .replace(email, ' ')
    .replace(/\b\d{1,2}[:.]\d{2}\b/g, ' ')
    .replace(/\b(my name is|name|i am|i'm|με λένε|όνομα|меня зовут|имя)\b[:\s]*/giu, ' ')
    .replace(/[,;:<>()"]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return name.length >= 2 && name.length <= MAX_NAME_LENGTH ? name : null
}

function dayAsked(message: string, now: Date) {
  const words = wordsOf(message)
  if (words.some((w) => TOMORROW_WORDS.includes(w))) return cyprusDate(new Date(now.getTime() + 86_400_000))
  for (const [weekday, names] of Object.entries(DAY_WORDS)) {
    if (!words.some((w) => names.includes(w))) continue
    for (let offset = 0; offset < 7; offset++) {
      const date = cyprusDate(new Date(now.getTime() + offset * 86_400_000))
      if (date.weekday === weekday) return date
    }
  }
  return null
}

function sameDate(
  a: { year: number; month: number; day: number },
  b: { year: number; month: number; day: number },
) {
  return a.year === b.year && a.month === b.month && a.day === b.day
}
