/**
 * The key a word is searched by. Greek, Greeklish (Greek typed in Latin letters), English and Russian words are
 * reduced to one Latin sound-alike alphabet and stripped of their inflection, so "Λεμεσό", "Lemesos" and
 * "ΛΕΜΕΣΟΣ" meet, as do "ταβέρνα", "taverna", "таверна" and "tavernas". The server builds every business's search
 * document with it and reads every query with it: both sides must reduce to the same keys.
 *
 * The alphabet merges what Greeklish writers do not tell apart: η ι υ ει οι y → i, ο ω w → o, ου u → u, αι → e,
 * χ ξ h ch x ks → x, θ φ th ph 8 → f, μπ mp mb b → b, ντ nt nd → d, γκ γγ gk gg ng → g, κ c q → k. Doubled letters
 * count once (Limassol, Лимасол).
 */

/** Case, accents (tonos, dialytika, é), final sigma and ё do not matter. */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replaceAll('ς', 'σ').replaceAll('ё', 'е')
}

// A stem keeps at least this many letters: "spa" and "bar" stay whole.
const MIN_STEM = 3

// Inflection endings in the key alphabet, longest first: Greek (-ος -ου -οι -ους -ες -ης -ια -ιο -ικός …), Russian
// (-ами -ов -ей -ах -ом -ая -ие -ии -е -и …) and English (-s -es -ies). One ending is stripped, once.
const ENDINGS = [
  'ikes', 'ikos', 'ikon', 'ikis', 'iami', 'uiu', 'iki', 'ika', 'iko', 'ies', 'ias', 'ion', 'ami', 'iax', 'ogo',
  'emu', 'omu', 'imi', 'aia', 'oi', 'ei', 'ii', 'ia', 'io', 'iu', 'os', 'us', 'on', 'as', 'es', 'is', 'ov', 'ev', 'ax', 'om', 'em',
  'oe', 'ie', 'a', 'e', 'i', 'o', 'u', 's',
] // prettier-ignore

/** The key of one word (letters and digits only; anything else is dropped). Digits stay as they are. */
export function wordKey(word: string): string {
  return keyOfSound(wordSound(word))
}

/** A word in the key alphabet with its ending kept: "Kourion" sounds kurion, while its key kur is also κουρείο's. */
export function wordSound(word: string): string {
  const folded = foldWord(word)
  const latin = toLatin(folded)
  const rules = /[a-z]/.test(folded) ? LATIN_RULES : /\p{Script=Cyrillic}/u.test(folded) ? CYRILLIC_RULES : []
  return collapseDoubles(
    rules.reduce(
      (text, [pattern, sound]) =>
        typeof sound === 'string' ? text.replace(pattern, sound) : text.replace(pattern, sound),
      latin,
    ),
  )
}

function keyOfSound(sound: string): string {
  return /^[0-9]+$/.test(sound) ? sound : stem(sound)
}

/** The key without its ending: what a prefix of a longer word or another form of the word also reduces to. */
export function stem(sounds: string): string {
  for (const ending of ENDINGS)
    if (sounds.endsWith(ending) && sounds.length - ending.length >= MIN_STEM)
      return sounds.slice(0, -ending.length)
  return sounds
}

const GREEK_PAIRS: Readonly<Record<string, string>> = {
  ου: 'u',
  αι: 'e',
  ει: 'i',
  οι: 'i',
  υι: 'i',
  μπ: 'b',
  ντ: 'd',
  νδ: 'd',
  γκ: 'g',
  γγ: 'g',
  τσ: 'ts',
  τζ: 'tz',
}
const GREEK_LETTERS: Readonly<Record<string, string>> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'f', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x',
  ο: 'o', π: 'p', ρ: 'r', σ: 's', τ: 't', υ: 'i', φ: 'f', χ: 'x', ψ: 'ps', ω: 'o',
} // prettier-ignore
// αυ and ευ sound "af"/"ef" before a voiceless consonant or at the end, "av"/"ev" elsewhere (Λευκωσία: Lefkosia).
const VOICELESS = new Set('θκξπστφχψ')
const CYRILLIC_LETTERS: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'z', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'x', ц: 'ts', ч: 'ts', ш: 's', щ: 's', ъ: '', ы: 'i',
  ь: '', э: 'e', ю: 'iu', я: 'ia', і: 'i', є: 'e',
} // prettier-ignore

// Greek and Cyrillic letters to Latin ones; Latin letters and digits pass; everything else is dropped.
function toLatin(folded: string): string {
  let out = ''
  for (let i = 0; i < folded.length; i++) {
    const c = folded[i] ?? ''
    const next = folded[i + 1] ?? ''
    const pair = GREEK_PAIRS[c + next]
    if (pair !== undefined) {
      out += pair
      i++
    } else if ((c === 'α' || c === 'ε') && next === 'υ') {
      const after = folded[i + 2]
      out += (c === 'α' ? 'a' : 'e') + (after === undefined || VOICELESS.has(after) ? 'f' : 'v')
      i++
    } else out += GREEK_LETTERS[c] ?? CYRILLIC_LETTERS[c] ?? (/[a-z0-9]/.test(c) ? c : '')
  }
  return out
}

// Greek letter pairs are read in toLatin; Latin spellings of one sound, as Greeklish writers vary them, in the order they must be replaced ("ch" before
// "c" and "h"; "q" to "k" before "th" becomes "f"; "ks" before "s" …).
type Sound = string | ((match: string, at: number, text: string) => string)

const LATIN_RULES: ReadonlyArray<readonly [RegExp, Sound]> = [
  [/q/g, 'k'],
  [/8(?=[a-z])|(?<=[a-z])8/g, 'f'],
  [/th|ph/g, 'f'],
  [/ch|kh|ck/g, 'x'],
  [/sh/g, 's'],
  [/zh/g, 'z'],
  [/ks|h/g, 'x'],
  [/c/g, 'k'],
  // eu and au before ou becomes u ("Nikolaou" is Nikola-ou, not Nikolav), read as ευ and αυ are (Leukosia).
  [
    /(?<=[ae])u(?![aeiou])/g,
    (_: string, at: number, text: string) => (isVoicelessAfter(text, at) ? 'f' : 'v'),
  ],
  [/ou|oy/g, 'u'],
  [/ai/g, 'e'],
  // γ before a vowel is often typed y between vowels (Panayiotou, Ayia): read as g, as the Greek spelling is.
  [/(?<=[aeiou])y(?=[aeiou])/g, 'g'],
  [/ei|oi|y/g, 'i'],
  [/w/g, 'o'],
  [/mp|mb/g, 'b'],
  [/nt|nd/g, 'd'],
  [/gk|ng/g, 'g'],
  [/j/g, 'z'],
]

// Russian spells the Greek sounds of names with letter pairs too (Андреас, Лемесос); its vowels stay as written.
const CYRILLIC_RULES: ReadonlyArray<readonly [RegExp, Sound]> = [
  [/ks/g, 'x'],
  [/mp|mb/g, 'b'],
  [/nt|nd/g, 'd'],
  [/gk|ng/g, 'g'],
]

// The Latin letters of voiceless sounds (t k x p s f, and th ch ph q c h before they are read): ευ before them is ef.
const LATIN_VOICELESS = new Set('tkxpsfcqh')
function isVoicelessAfter(text: string, at: number): boolean {
  const next = text[at + 1]
  return next === undefined || LATIN_VOICELESS.has(next)
}

function collapseDoubles(text: string): string {
  return text.replace(/([a-z])\1+/g, '$1')
}

/**
 * A word of a text, as written (lower case), as keyed and as sounded (keyed with its ending). `starts`, for a word
 * still being typed: the starts of the keys it may become (typedStarts).
 */
export type KeyedWord = { word: string; key: string; sound: string; starts?: readonly string[] }

// Letters that may follow a word still being typed, by its script.
const NEXT_LETTERS = {
  latin: 'abcdefghijklmnopqrstuvwxyz',
  greek: 'αβγδεζηθικλμνξοπρστυφχψω',
  cyrillic: 'абвгдежзийклмнопрстуфхцчшщыэюя',
}

/**
 * The starts of the keys a word still being typed may become: its own key, and every sound its last letter makes
 * with a letter that may follow. "den" may be the start of "dentist", whose key begins "ded" (nt is one sound);
 * "λαμ" of "λαμπάδα" ("lab"); "ka" of "kai" ("ke").
 */
export function typedStarts(word: KeyedWord): string[] {
  const folded = foldWord(word.word)
  const letters = /\p{Script=Greek}/u.test(folded)
    ? NEXT_LETTERS.greek
    : /\p{Script=Cyrillic}/u.test(folded)
      ? NEXT_LETTERS.cyrillic
      : NEXT_LETTERS.latin
  const joined = [...letters].map((c) => wordSound(folded + c)).filter((s) => !s.startsWith(word.sound))
  return [...new Set([word.key, ...joined])]
}

/** The words of a text with their keys, in order; words that reduce to nothing (punctuation) are left out. */
export function keyedWords(text: string): KeyedWord[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => {
      const sound = wordSound(word)
      return { word, key: keyOfSound(sound), sound }
    })
    .filter((w) => w.key.length > 0)
}
