import { pickText, type Locale } from '@domain/i18n/localized-text'
import type { ChatRequest, WorkflowReply } from '../chat-engine.port'
import { textReply } from '../chat-engine.port'
import { searchKnowledge, type KnowledgeEntry } from '../knowledge/cyprus-knowledge'
import { businessesTag, composeReply, externalLink, proposeTag, routeLink } from '../reply-format'
import { answerBusinessQuestion } from './business-reply'
import { answerOwnerQuestion } from './support-assistant'
import { isAboutBusinesses, understandQuestion, type BusinessQuestion } from './business-question'
import { CHAT_CARD_COUNT, findBusinesses, toCard } from './business-finder'
import { contentWords, earlierQuestions, isGreeting, isThanks } from './conversation'
import type { DirectorySnapshot } from './directory-snapshot'
import type { LocalEngineContext } from './engine-context'
import { GENERAL_TEXTS, inTown } from './general-texts'
import { wordsOf } from './text-match'

// Related knowledge entries offered as buttons after an answer.
const RELATED_TOPICS = 2
const ARTICLE_LINKS = 3

/** The Cyprus AI Assistant (ai-chat-general): the directory, the blog and the Cyprus knowledge base. */
export async function answerGeneral(
  ctx: LocalEngineContext,
  body: ChatRequest,
  locale: Locale,
  now: Date,
): Promise<WorkflowReply> {
  const texts = GENERAL_TEXTS[locale]
  const snapshot = await ctx.snapshot()
  const query = body.query
  if (isGreeting(query)) return textReply(composeReply(texts.greeting, proposeTag(texts.starters)))
  if (isThanks(query)) return textReply(composeReply(texts.thanks, proposeTag(texts.starters.slice(0, 3))))

  const question = withEarlierContext(understandQuestion(query, snapshot), body, snapshot)
  if (isAboutBusinesses(question)) return answerBusinessQuestion(ctx, snapshot, question, locale, now)
  const ownerAnswer = answerOwnerQuestion(query, locale)
  if (ownerAnswer) return ownerAnswer

  const words = wordsOf(query)
  const knowledge = searchKnowledge(words)
  const articles = matchingArticles(snapshot, words, locale)
  const [best, ...others] = knowledge
  if (best)
    return textReply(
      knowledgeReply(
        best.entry,
        others.map((h) => h.entry),
        articles,
        locale,
      ),
    )

  if (question.town) return townReply(ctx, snapshot, question, locale, now)

  const terms = contentWords(query)
  if (terms.length > 0) {
    const byName = await findBusinesses(ctx.db, snapshot, question, now, terms, CHAT_CARD_COUNT)
    if (byName.rows.length > 0) {
      const cards = byName.rows.map((b) => toCard(snapshot, b, locale))
      return textReply(
        composeReply(
          texts.byName,
          businessesTag(cards),
          articlesPart(articles, locale),
          proposeTag(texts.starters.slice(0, 3)),
        ),
        { businessIds: byName.rows.map((b) => b.id) },
      )
    }
  }
  if (articles.length > 0)
    return textReply(composeReply(articlesPart(articles, locale), proposeTag(texts.starters.slice(0, 3))))
  return textReply(composeReply(texts.fallback, proposeTag(texts.starters)))
}

// "Which are open now?" after "a seafood restaurant in Limassol": a follow-up that names only a filter keeps the
// town and the category of the visitor's previous question.
function withEarlierContext(
  q: BusinessQuestion,
  body: ChatRequest,
  snapshot: DirectorySnapshot,
): BusinessQuestion {
  const isFilterOnly = !q.town && !q.category && (q.isOpenNow || q.isBestRated || q.priceRanges !== null)
  if (!isFilterOnly) return q
  for (const earlier of earlierQuestions(body.history)) {
    const previous = understandQuestion(earlier, snapshot)
    if (previous.town || previous.category) return { ...q, town: previous.town, category: previous.category }
  }
  return q
}

function knowledgeReply(
  entry: KnowledgeEntry,
  related: KnowledgeEntry[],
  articles: ArticleLink[],
  locale: Locale,
): string {
  return composeReply(
    entry.answer[locale],
    entry.link ? externalLink(entry.link.url, entry.link.label[locale]) : null,
    entry.route ? routeLink(entry.route.path, entry.route.label[locale]) : null,
    articlesPart(articles, locale),
    // Related entries as follow-ups; without any, the assistant's usual starting points.
    proposeTag(
      related.length > 0
        ? related.slice(0, RELATED_TOPICS).map((r) => r.title[locale])
        : GENERAL_TEXTS[locale].starters.slice(0, 3),
    ),
  )
}

async function townReply(
  ctx: LocalEngineContext,
  snapshot: DirectorySnapshot,
  q: BusinessQuestion,
  locale: Locale,
  now: Date,
): Promise<WorkflowReply> {
  const texts = GENERAL_TEXTS[locale]
  const town = q.town!
  const where = inTown(town.slug, pickText(town.name, locale), locale)
  const found = await findBusinesses(ctx.db, snapshot, { ...q, isBestRated: true }, now)
  const topCategories = snapshot.categories.tree().slice(0, 3)
  return textReply(
    composeReply(
      texts.townIntro(where),
      businessesTag(found.rows.map((b) => toCard(snapshot, b, locale))),
      routeLink(`/businesses?city=${town.slug}`, texts.browseAll),
      proposeTag(topCategories.map((c) => texts.elsewhere(pickText(c.name, locale), where))),
    ),
    { businessIds: found.rows.map((b) => b.id) },
  )
}

type ArticleLink = { path: string; title: string }

function matchingArticles(snapshot: DirectorySnapshot, words: string[], locale: Locale): ArticleLink[] {
  const stems = contentWords(words.join(' ')).map((w) => w.slice(0, Math.max(4, w.length - 2)))
  if (stems.length === 0) return []
  return snapshot.articles
    .map((a) => ({
      a,
      score: stems.filter((s) => [...a.stems].some((t) => t.startsWith(s) || s.startsWith(t))).length,
    }))
    .filter((x) => x.score >= Math.min(2, stems.length))
    .sort((x, y) => y.score - x.score)
    .slice(0, ARTICLE_LINKS)
    .map(({ a }) => ({ path: a.path, title: pickText(a.title, locale) }))
}

function articlesPart(articles: ArticleLink[], locale: Locale): string | null {
  if (articles.length === 0) return null
  const texts = GENERAL_TEXTS[locale]
  return [texts.articles, ...articles.map((a) => `- ${routeLink(a.path, a.title)}`)].join('\n')
}
