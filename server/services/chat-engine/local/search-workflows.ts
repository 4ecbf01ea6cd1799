import type { Locale } from '@domain/i18n/localized-text'
import type { WorkflowReply } from '../chat-engine.port'
import { textReply } from '../chat-engine.port'
import { businessesTag, composeReply, routeLink } from '../reply-format'
import { listingUrl, understandQuestion } from './business-question'
import { findBusinesses, toCard } from './business-finder'
import { contentWords } from './conversation'
import type { LocalEngineContext } from './engine-context'
import { GENERAL_TEXTS } from './general-texts'
import { phraseStems } from './text-match'

// business-search-ids answers ids for a whole result page; ai-search-business a chat-sized list with cards.
const IDS_LIMIT = 100
const CARDS_LIMIT = 10

const TEXTS: Record<Locale, { found(n: number): string; none: string }> = {
  en: { found: (n) => `${n} matching businesses.`, none: 'No business matches this search.' },
  el: {
    found: (n) => `${n} επιχειρήσεις ταιριάζουν.`,
    none: 'Καμία επιχείρηση δεν ταιριάζει με την αναζήτηση.',
  },
  ru: { found: (n) => `Найдено компаний: ${n}.`, none: 'По этому запросу компаний не найдено.' },
}

/** ai-search-business and business-search-ids: the businesses a free-text query asks for. */
export async function searchWorkflow(
  ctx: LocalEngineContext,
  query: string,
  locale: Locale,
  now: Date,
  withCards: boolean,
): Promise<WorkflowReply> {
  const snapshot = await ctx.snapshot()
  const question = understandQuestion(query, snapshot)
  // Words that named the town, the category or a filter are already filters; the rest is searched as text.
  const filterStems = new Set(
    [
      ...(question.town ? Object.values(question.town.name) : []),
      ...(question.category ? Object.values(question.category.name) : []),
    ].flatMap((n) => phraseStems(n)),
  )
  const isStructured = question.town !== null || question.category !== null
  const words = isStructured ? [] : contentWords(query).filter((w) => !filterStems.has(w))
  const limit = withCards ? CARDS_LIMIT : IDS_LIMIT
  const found = await findBusinesses(ctx.db, snapshot, question, now, words, limit)
  const texts = TEXTS[locale]
  const ids = found.rows.map((b) => b.id)
  if (found.rows.length === 0) return textReply(texts.none, { businessIds: [] })
  const lead = texts.found(found.total)
  if (!withCards) return textReply(lead, { businessIds: ids })
  return textReply(
    composeReply(
      lead,
      businessesTag(found.rows.map((b) => toCard(snapshot, b, locale))),
      routeLink(
        isStructured ? listingUrl(question) : `/businesses?q=${encodeURIComponent(query.slice(0, 200))}`,
        GENERAL_TEXTS[locale].browseAll,
      ),
    ),
    { businessIds: ids },
  )
}
