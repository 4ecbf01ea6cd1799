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

// Russian letters the key writes with two (ц → ts, ч → ts, ю → iu, я → ia): one typo there is two in the key.
const TWO_LETTER_SOUNDS = /[цчюя]/u

/**
 * The typos a typed word's key may hold against a key of `keyLength` letters: the word's own allowance, but no
 * more than the key's length allows, plus one when the word has a letter its key writes with two.
 */
export function typoLimit(word: { word: string }, keyLength: number): number {
  const allowed = Math.min(maxTypos(word.word.length), maxTypos(keyLength))
  return allowed > 0 && TWO_LETTER_SOUNDS.test(word.word) ? allowed + 1 : allowed
}
