import type { LocalizedText } from '@domain/i18n/localized-text'

// Greek (ELOT 743, simplified) and Russian (the passport romanisation) letters as Latin, so a listing named only in
// Greek or Russian still gets a readable address. Digraphs come first: "ου" is "ou", not "oy".
const GREEK_DIGRAPHS: ReadonlyArray<readonly [string, string]> = [
  ['ου', 'ou'],
  ['αυ', 'av'],
  ['ευ', 'ev'],
  ['ηυ', 'iv'],
  ['αι', 'ai'],
  ['ει', 'ei'],
  ['οι', 'oi'],
  ['μπ', 'b'],
  ['ντ', 'nt'],
  ['γκ', 'gk'],
]
const GREEK: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
}
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
}

/** Greek and Cyrillic letters as Latin ones; everything else is left as it is. */
export function transliterate(text: string): string {
  // Accents first (ά → α, й stays й: its breve is part of the letter), then digraphs, then letter by letter.
  let out = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/(?<![иИ])[\u0300-\u036f]/g, '')
    .normalize('NFC')
  for (const [from, to] of GREEK_DIGRAPHS) out = out.replaceAll(from, to)
  return Array.from(out, (ch) => GREEK[ch] ?? CYRILLIC[ch] ?? ch).join('')
}

/** "Maria's Café & Bakery" → "marias-cafe-and-bakery"; "Ταβέρνα Το Στέκι" → "taverna-to-steki". */
export function slugify(text: string): string {
  return transliterate(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The contract's slug length; a longer name is cut at a word boundary. */
export const MAX_SLUG_LENGTH = 90

/** The slug of a listing's name: English first, then Greek, then Russian; "business" when none gives letters. */
export function listingSlug(name: LocalizedText): string {
  for (const text of [name.en, name.el, name.ru]) {
    const slug = text ? slugify(text) : ''
    if (slug) return trimSlug(slug)
  }
  return 'business'
}

function trimSlug(slug: string): string {
  if (slug.length <= MAX_SLUG_LENGTH) return slug
  const cut = slug.slice(0, MAX_SLUG_LENGTH)
  const lastHyphen = cut.lastIndexOf('-')
  return lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut
}

/** The first of base, base-2, base-3 … that is not taken. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}
