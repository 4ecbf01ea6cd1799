import { pickText, type Locale } from '@domain/i18n/localized-text'
import type { WorkflowReply } from '../chat-engine.port'
import { textReply } from '../chat-engine.port'
import { businessesTag, composeReply, proposeTag, routeLink } from '../reply-format'
import { listingUrl, type BusinessQuestion } from './business-question'
import { findBusinesses, toCard, type FoundBusinesses } from './business-finder'
import type { DirectorySnapshot } from './directory-snapshot'
import type { LocalEngineContext } from './engine-context'
import { GENERAL_TEXTS, inTown } from './general-texts'

// Other towns offered as follow-ups when a question names one.
const OTHER_TOWNS = 2

/** Cards of the businesses a question asks for, with the listing link and follow-ups. */
export async function answerBusinessQuestion(
  ctx: LocalEngineContext,
  snapshot: DirectorySnapshot,
  q: BusinessQuestion,
  locale: Locale,
  now: Date,
): Promise<WorkflowReply> {
  const texts = GENERAL_TEXTS[locale]
  const category = q.category ? pickText(q.category.name, locale) : null
  const where = q.town ? inTown(q.town.slug, pickText(q.town.name, locale), locale) : null
  let found = await findBusinesses(ctx.db, snapshot, q, now)
  let lead = composeReply(texts.found(category, where))
  let shown = q
  if (found.rows.length === 0) {
    const relaxed = await relax(ctx, snapshot, q, now)
    found = relaxed.found
    shown = relaxed.question
    lead = `${texts.none(category, where)} ${found.rows.length > 0 ? texts.closest : ''}`.trim()
  }
  const notes = [
    shown.isOpenNow && found.rows.length > 0 ? texts.openNowNote : null,
    shown.isBestRated && found.rows.length > 0 ? texts.bestRatedNote : null,
    found.total > found.rows.length ? texts.more(found.total) : null,
  ].filter(Boolean)
  const cards = found.rows.map((b) => toCard(snapshot, b, locale))
  return textReply(
    composeReply(
      [lead, ...notes].join(' '),
      businessesTag(cards),
      found.rows.length > 0 ? routeLink(listingUrl(shown), texts.browseAll) : null,
      proposeTag(followUps(snapshot, shown, locale)),
    ),
    { businessIds: found.rows.map((b) => b.id) },
  )
}

// Nothing matched everything: drop the narrowest wishes first (open now, amenities, price), then the town.
async function relax(
  ctx: LocalEngineContext,
  snapshot: DirectorySnapshot,
  q: BusinessQuestion,
  now: Date,
): Promise<{ question: BusinessQuestion; found: FoundBusinesses }> {
  const steps: BusinessQuestion[] = [
    { ...q, isOpenNow: false, amenitySlugs: [], priceRanges: null },
    { ...q, isOpenNow: false, amenitySlugs: [], priceRanges: null, town: null },
  ]
  for (const question of steps) {
    const found = await findBusinesses(ctx.db, snapshot, question, now)
    if (found.rows.length > 0) return { question, found }
  }
  return { question: q, found: { rows: [], total: 0 } }
}

function followUps(snapshot: DirectorySnapshot, q: BusinessQuestion, locale: Locale): string[] {
  const texts = GENERAL_TEXTS[locale]
  const buttons: string[] = []
  if (!q.isOpenNow) buttons.push(texts.askOpenNow)
  if (!q.isBestRated) buttons.push(texts.askBestRated)
  if (q.priceRanges === null) buttons.push(texts.askCheaper)
  if (q.category) {
    const name = pickText(q.category.name, locale)
    const towns = snapshot.towns.map((t) => t.town).filter((t) => t.slug !== q.town?.slug)
    for (const town of towns.slice(0, OTHER_TOWNS))
      buttons.push(texts.elsewhere(name, inTown(town.slug, pickText(town.name, locale), locale)))
  }
  return buttons
}
