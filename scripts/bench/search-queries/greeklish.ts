import type { Random } from '../../../server/media/random'

// Greek as Cypriots type it in Latin letters. There is no one standard (ELOT 743 is for passports, not chat), so each
// query draws its own habits: one writer types χ as "h", another "x" or "ch", and keeps that habit for the whole
// query, as a person would.

type Habits = Record<string, string>

const VOICELESS = new Set([...'θκξπσςτφχψ'])
const FRONT_VOWELS = new Set([...'εηιυ'])
const ARTICLES = new Set(['ο', 'η', 'το', 'τα', 'οι', 'του', 'της', 'των'])

function drawHabits(random: Random): Habits {
  const one = (...options: string[]) => random.pick(options)
  return {
    ου: one('ou', 'ou', 'u'),
    αι: one('e', 'ai'),
    ει: one('i', 'i', 'ei'),
    οι: one('i', 'i', 'oi'),
    ευ: one('ev', 'phonetic'),
    αυ: one('av', 'phonetic'),
    μπ: one('b', 'mp'),
    ντ: one('d', 'nt'),
    γκ: one('g', 'gk'),
    γγ: one('g', 'ng'),
    ω: one('o', 'o', 'w'),
    χ: one('h', 'x', 'ch'),
    θ: one('th', 'th', '8'),
    ξ: one('ks', 'x'),
    φ: one('f', 'f', 'ph'),
    β: random.chance(0.2) ? 'b' : 'v',
    γ: one('g', 'y'),
    υ: one('i', 'i', 'y'),
  }
}

const LETTERS: Record<string, string> = {
  α: 'a',
  ε: 'e',
  η: 'i',
  ι: 'i',
  ο: 'o',
  δ: 'd',
  ζ: 'z',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  ψ: 'ps',
}

/** Greek text in Latin letters with this query's habits; leading articles are dropped half the time, as in search. */
export function toGreeklish(greek: string, random: Random): string {
  const habits = drawHabits(random)
  const isArticleDropped = random.chance(0.5)
  const words = greek
    .toLowerCase()
    .split(/[\s&]+/)
    .filter((w) => w && !(isArticleDropped && ARTICLES.has(w)))
  return words.map((w) => wordToLatin(w, habits)).join(' ')
}

function wordToLatin(word: string, habits: Habits): string {
  // Dialytika split a pair (Λοΐζου is Lo-i-zou), so they are read before the accents are dropped.
  const letters = [...word.normalize('NFC')].map((c) => (/[ϊΐϋΰ]/.test(c) ? `|${bare(c)}` : bare(c))).join('')
  let out = ''
  for (let i = 0; i < letters.length;) {
    const c = letters[i] ?? ''
    const pair = letters.slice(i, i + 2)
    const next = letters[i + 2] ?? ''
    if (c === '|') {
      i++
      continue
    }
    if (pair === 'ευ' || pair === 'αυ') {
      const vowel = pair === 'ευ' ? 'e' : 'a'
      const habit = habits[pair] ?? ''
      out += habit === 'phonetic' ? vowel + (VOICELESS.has(next) || next === '' ? 'f' : 'v') : habit
      i += 2
    } else if (habits[pair] !== undefined) {
      out += habits[pair]
      i += 2
    } else if (c === 'γ') {
      // Γεωργίου is "Georgiou" to one writer and "Yeorgiou" to another: the y sound comes only before e and i.
      out += FRONT_VOWELS.has(letters[i + 1] ?? '') ? habits.γ : 'g'
      i++
    } else {
      out += habits[c] ?? LETTERS[c] ?? c
      i++
    }
  }
  return out
}

function bare(c: string): string {
  return c.normalize('NFD').replace(/\p{M}/gu, '')
}
