import type { Expectation, JudgedQuery } from './search-queries/judged-query'

/** What the judge needs of an answer: enough to tell a relevant business from another. */
export type Hit = { slug: string; citySlug: string; categorySlugs: readonly string[] }

/** One query's outcome: the rank of the first relevant answer (1-based) and, for category/town, the precision. */
export type Outcome = {
  query: JudgedQuery
  answers: readonly Hit[]
  rank: number | null
  precision: number | null
}

export const TOP = 9

/**
 * Judges answers against the whole directory: a business query has one relevant business; a category + town query
 * every business of the category or a descendant in that town; a town query every business of the town.
 */
export function createJudge(
  directory: readonly Hit[],
  descendants: ReadonlyMap<string, ReadonlySet<string>>,
) {
  const isRelevant = (expect: Expectation, hit: Hit): boolean => {
    if ('businessSlug' in expect) return hit.slug === expect.businessSlug
    if (hit.citySlug !== expect.citySlug) return false
    if (!('categorySlug' in expect)) return true
    const wanted = descendants.get(expect.categorySlug)
    return hit.categorySlugs.some((slug) => wanted?.has(slug))
  }
  return (query: JudgedQuery, answers: readonly Hit[]): Outcome => {
    const top = answers.slice(0, TOP)
    const index = top.findIndex((hit) => isRelevant(query.expect, hit))
    const rank = index === -1 ? null : index + 1
    if ('businessSlug' in query.expect) return { query, answers, rank, precision: null }
    // Precision of the first nine, out of what could be relevant: a town with 3 barbers can fill only 3 places.
    const relevantCount = directory.filter((hit) => isRelevant(query.expect, hit)).length
    const places = Math.min(TOP, relevantCount)
    const relevantShown = top.filter((hit) => isRelevant(query.expect, hit)).length
    return { query, answers, rank, precision: places === 0 ? 0 : relevantShown / places }
  }
}

export type Summary = { queries: number; hit: number; mrr: number; precision: number | null; empty: number }

export function summarize(outcomes: readonly Outcome[]): Summary {
  const n = outcomes.length
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)
  const precisions = outcomes.flatMap((o) => (o.precision === null ? [] : [o.precision]))
  return {
    queries: n,
    hit: outcomes.filter((o) => o.rank !== null).length / Math.max(1, n),
    mrr: mean(outcomes.map((o) => (o.rank === null ? 0 : 1 / o.rank))),
    precision: precisions.length === 0 ? null : mean(precisions),
    empty: outcomes.filter((o) => o.answers.length === 0).length,
  }
}
