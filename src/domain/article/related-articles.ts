import type { LocalizedText } from '@domain/i18n/localized-text'
import { foldText } from '@domain/search/fold-text'

/** What ranking needs of an article: its category (and that category's top-level ancestor) and its title. */
export type RelatedCandidate = {
  id: number
  categoryId: number
  topCategoryId: number
  title: LocalizedText
  publishedAt: Date
}

// Short words ("the", "και", "в") say nothing about what an article is about.
const MIN_WORD_LENGTH = 4

/** The folded title words of every language, the vocabulary "shared words" compares. */
export function titleWords(title: LocalizedText): Set<string> {
  const text = [title.en, title.el, title.ru].filter(Boolean).join(' ')
  return new Set(
    foldText(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= MIN_WORD_LENGTH),
  )
}

/**
 * The same category first, then the same top-level category, then the rest; within a group the
 * articles sharing the most title words first, then the newest. The article itself is never related to itself.
 */
export function rankRelatedArticles<T extends RelatedCandidate>(
  article: T,
  candidates: T[],
  limit: number,
): T[] {
  const words = titleWords(article.title)
  const group = (c: T) =>
    c.categoryId === article.categoryId ? 0 : c.topCategoryId === article.topCategoryId ? 1 : 2
  const shared = (c: T) => [...titleWords(c.title)].filter((w) => words.has(w)).length
  return candidates
    .filter((c) => c.id !== article.id)
    .map((c) => ({ c, group: group(c), shared: shared(c) }))
    .sort(
      (a, b) =>
        a.group - b.group ||
        b.shared - a.shared ||
        b.c.publishedAt.getTime() - a.c.publishedAt.getTime() ||
        b.c.id - a.c.id,
    )
    .slice(0, limit)
    .map((x) => x.c)
}
