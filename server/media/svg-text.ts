// Articles and particles that would make poor monogram letters, in the three languages of the portal.
const MINOR_WORDS = new Set([
  'the',
  'and',
  'of',
  'to',
  'tis',
  'tou',
  'dr',
  'ο',
  'η',
  'το',
  'οι',
  'τα',
  'του',
  'της',
  'των',
  'και',
  'σια',
  'δρ',
  'и',
  'в',
  'на',
])

/**
 * One or two capital letters for a monogram: the first letters of the first two significant words. Works for
 * Latin, Greek and Cyrillic; accents are dropped, as Greek capitals are written without them.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[^\p{L}\p{N}'’]+/u)
    .map((word) => word.replace(/['’].*$/u, ''))
    .filter((word) => /\p{L}|\p{N}/u.test(word))
  const significant = words.filter((word) => !MINOR_WORDS.has(word.toLowerCase()))
  const chosen = (significant.length > 0 ? significant : words).slice(0, 2)
  const letters = chosen.map((word) => Array.from(word)[0] ?? '').join('')
  return letters.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC').toUpperCase() || '?'
}

/** Splits text into at most `maxLines` lines of about `maxChars` characters, ending with "…" when cut. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word
    if (candidate.length <= maxChars || !current) {
      current = candidate
      continue
    }
    lines.push(current)
    current = word
  }
  if (current) lines.push(current)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`
  return kept
}
