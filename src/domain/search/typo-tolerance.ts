/**
 * How many typing mistakes a word may hold and still be read as a word of the directory, the way dedicated search
 * engines count them: none in a short word (too many other words lie one letter away), one up to 7 letters, two
 * beyond. The length is the typed word's.
 */
export const NO_TYPO_BELOW = 4
export const ONE_TYPO_UP_TO = 7

export function maxTypos(wordLength: number): number {
  if (wordLength < NO_TYPO_BELOW) return 0
  return wordLength <= ONE_TYPO_UP_TO ? 1 : 2
}

/**
 * The number of single-letter insertions, deletions, substitutions and swaps of two neighbours that turn `a` into
 * `b` (optimal string alignment), or `limit + 1` as soon as it is known to exceed `limit`.
 */
export function typoDistance(a: string, b: string, limit = Number.MAX_SAFE_INTEGER): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1)
      current.push(d)
      rowMin = Math.min(rowMin, d)
    }
    if (rowMin > limit) return limit + 1
    before = previous
    previous = current
  }
  return Math.min(previous[b.length] ?? 0, limit + 1)
}
