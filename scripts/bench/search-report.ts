import { summarize, type Outcome, type Summary } from './search-judge'
import { FAMILIES } from './search-queries/judged-query'

const MAX_FAILURES_LISTED = 40

const ratio = (value: number | null) => (value === null ? '–' : value.toFixed(2))
const pair = (portal: string, peer: string) => `${portal} / ${peer}`

/** The relevance table, portal and peer side by side in each cell, one row per family and one for all queries. */
export function relevanceTable(
  portal: readonly Outcome[],
  peer: readonly Outcome[],
  peerName: string,
): string {
  const row = (label: string, a: Summary, b: Summary) =>
    `| ${label} | ${a.queries} | ${pair(ratio(a.hit), ratio(b.hit))} | ${pair(ratio(a.mrr), ratio(b.mrr))} | ` +
    `${pair(ratio(a.precision), ratio(b.precision))} | ${pair(String(a.empty), String(b.empty))} |`
  const rows = FAMILIES.map((family) =>
    row(
      family,
      summarize(portal.filter((o) => o.query.family === family)),
      summarize(peer.filter((o) => o.query.family === family)),
    ),
  )
  return [
    `| family | queries | hit@9 (portal / ${peerName}) | MRR | precision of the first 9 | empty answers |`,
    '|---|--:|--:|--:|--:|--:|',
    ...rows,
    row('**all**', summarize(portal), summarize(peer)),
  ].join('\n')
}

/** The queries whose expected answer is not in the first nine, with what came instead (VERBOSE=1). */
export function failures(outcomes: readonly Outcome[]): string {
  const failed = outcomes.filter((o) => o.rank === null)
  const lines = failed.slice(0, MAX_FAILURES_LISTED).map(({ query, answers }) => {
    const shown =
      answers.length === 0
        ? 'no answer'
        : answers
            .slice(0, 3)
            .map((a) => a.slug)
            .join(', ')
    return `- ${query.family} ${query.lang} "${query.q}" → expected ${JSON.stringify(query.expect)}; got ${shown}`
  })
  const more =
    failed.length > MAX_FAILURES_LISTED ? [`- … and ${failed.length - MAX_FAILURES_LISTED} more`] : []
  return [...lines, ...more].join('\n')
}
