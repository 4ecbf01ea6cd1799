import { describe, expect, it } from 'vitest'
import { foldWord, keyedWords, stem, typedStarts, wordKey, wordSound } from '@domain/search/search-key'

// Each spelling a person may type for one word must reduce to the same key as the first.
function expectOneKey(spellings: readonly string[]) {
  const keys = spellings.map(wordKey)
  expect(new Set(keys).size, `${spellings.join(', ')} → ${keys.join(', ')}`).toBe(1)
}

describe('foldWord', () => {
  it('ignores case', () => {
    expect(foldWord('TaVeRnA')).toBe('taverna')
  })

  it('drops the Greek tonos and dialytika, with or without each other', () => {
    expect(foldWord('Λάρνακα')).toBe('λαρνακα')
    expect(foldWord('ΐΰΪΫ')).toBe('ιυιυ')
  })

  it('writes the final sigma as a plain sigma, in lower and in upper case', () => {
    expect(foldWord('Λεμεσός')).toBe('λεμεσοσ')
    expect(foldWord('ΛΕΜΕΣΟΣ')).toBe('λεμεσοσ')
  })

  it('reads the Russian ё as е', () => {
    expect(foldWord('Ёлка')).toBe('елка')
  })

  it('drops the accents of Latin letters', () => {
    expect(foldWord('Café')).toBe('cafe')
    expect(foldWord('Crème Brûlée')).toBe('creme brulee')
  })
})

describe('wordKey across alphabets', () => {
  it('gives a Greek name, its Greeklish spellings and its Russian spelling one key', () => {
    expectOneKey(['Χαράλαμπος', 'Haralambos', 'Charalampos', 'Xaralampos', 'Харалампос'])
  })

  it('reads ει, οι, η, ι and υ alike, as Greeklish writers do (kafeneio, kafenio)', () => {
    expectOneKey(['καφενείο', 'kafeneio', 'kafenio'])
    expectOneKey(['Κύπρος', 'Kypros', 'Kipros'])
  })

  it('reads ψ as ps and β as v', () => {
    expectOneKey(['ψαροταβέρνα', 'psarotaverna'])
  })

  it('reads θ as th or 8, also in Russian names', () => {
    expectOneKey(['Θεμιστοκλή', 'Themistokli', '8emistokli', 'Фемистокли'])
  })

  it('reads ω and w as o', () => {
    expectOneKey(['ωραίο', 'oraio', 'wraio'])
  })

  it('reads ου and ou as u', () => {
    expectOneKey(['φούρνος', 'fournos', 'furnos'])
  })

  it('reads χ as h, x or ch and ξ as ks or x', () => {
    expectOneKey(['ξενοδοχείο', 'xenodoxeio', 'ksenodoheio', 'ksenodocheio'])
  })

  it('reads φ as f or ph', () => {
    expectOneKey(['Φίλιππος', 'Filippos', 'Philippos'])
  })

  it('reads γ as g, and a y between vowels as g', () => {
    expectOneKey(['Παναγιώτου', 'Panagiotou', 'Panayiotou'])
    expectOneKey(['Αγία', 'Agia', 'Ayia'])
  })

  it('reads μπ as b or mp', () => {
    expectOneKey(['μπαρ', 'bar', 'mpar'])
  })

  it('reads ντ as d, nt or nd', () => {
    expectOneKey(['Ντίνος', 'Dinos', 'Ntinos', 'Ndinos'])
  })

  it('reads γκ and γγ as g, gk, gg or ng', () => {
    expectOneKey(['Άγγελος', 'Αγκελος', 'Agelos', 'Aggelos', 'Agkelos', 'Angelos'])
  })

  it('reads αι as e or ai', () => {
    expectOneKey(['Καιμακλί', 'Kaimakli', 'Kemakli'])
  })

  it('reads ευ and αυ as ef or af before a voiceless letter', () => {
    expectOneKey(['Λευκωσία', 'Lefkosia'])
    expectOneKey(['αυτοκίνητο', 'aftokinito'])
  })

  it('reads ευ and αυ as ev or av before a voiced letter, and eu as ev', () => {
    expectOneKey(['Ευγενία', 'Evgenia', 'Eugenia'])
    expectOneKey(['Αυγόρου', 'Avgorou', 'Augorou'])
  })

  it('counts a doubled letter once', () => {
    expectOneKey(['Σάββας', 'Savvas', 'Savas'])
  })
})

describe('wordKey across word forms', () => {
  it('gives the Greek nominative and its declined forms one key', () => {
    expectOneKey(['Λεμεσός', 'Λεμεσό', 'Λεμεσού', 'ΛΕΜΕΣΟΣ', 'Lemesos', 'Лемесос'])
  })

  it('gives the Russian nominative and its case forms one key', () => {
    expectOneKey(['Ларнака', 'Ларнаке', 'Larnaka'])
    expectOneKey(['Никосия', 'Никосии', 'Nicosia'])
  })

  it('gives the English plural, the Greek plural and the Russian word one key', () => {
    expectOneKey(['taverns', 'tavern', 'taverna', 'tavernas', 'ταβέρνες', 'ταβέρνα', 'таверна'])
  })

  it('keeps a word of three letters whole', () => {
    expect(wordKey('spa')).toBe('spa')
    expect(wordKey('bar')).toBe('bar')
  })

  it('strips an ending only while three letters remain', () => {
    expect(wordKey('spas')).toBe('spa')
    expect(wordKey('bars')).toBe('bar')
  })

  it('keeps numbers as they are, endings and all', () => {
    expect(wordKey('2024')).toBe('2024')
    expect(wordKey('1888')).toBe('1888')
    expect(wordKey('8')).toBe('8')
  })

  it('drops everything that is neither a letter nor a digit', () => {
    expect(wordKey('!?')).toBe('')
  })
})

describe('stem', () => {
  it('strips the longest ending that fits', () => {
    expect(stem('tavernes')).toBe('tavern')
    expect(stem('politikos')).toBe('polit')
  })

  it('strips one ending only, once', () => {
    expect(stem('adreu')).toBe('adre')
  })

  it('falls back to a shorter ending when the longer would leave under three letters', () => {
    expect(stem('agia')).toBe('agi')
  })
})

describe('wordSound', () => {
  it('keeps the ending that the key strips', () => {
    expect(wordSound('Kourion')).toBe('kurion')
    expect(wordSound('κουρείο')).toBe('kurio')
  })

  it('tells apart words that share a key', () => {
    expect(wordKey('Kourion')).toBe(wordKey('κουρείο'))
    expect(wordSound('Kourion')).not.toBe(wordSound('κουρείο'))
  })
})

describe('keyedWords', () => {
  it('keeps each word as written in lower case, with its key and its sound, in order', () => {
    expect(keyedWords('Kafeneio ANTREAS')).toEqual([
      { word: 'kafeneio', key: 'kafen', sound: 'kafenio' },
      { word: 'antreas', key: 'adre', sound: 'adreas' },
    ])
  })

  it('leaves punctuation out', () => {
    const words = keyedWords('Seafood & Fish — Tavernas!')

    expect(words.map((w) => w.word)).toEqual(['seafood', 'fish', 'tavernas'])
  })

  it('gives nothing for a text without letters or digits', () => {
    expect(keyedWords(' - & … ')).toEqual([])
  })
})

describe('wordKey on the spellings review found apart', () => {
  it('keeps a surname ending in -aou or -eou one word in every alphabet', () => {
    expectOneKey(['Nikolaou', 'Νικολάου', 'Николау'])
    expectOneKey(['Andreou', 'Ανδρέου', 'Андреу'])
  })

  it('reads the Greek νδ as d, as nd and nt are read', () => {
    expectOneKey(['Ανδρέας', 'Andreas', 'Андреас', 'Αντρέας'])
  })

  it('reads a Latin eu or au as ef or af before a voiceless letter, as ευ and αυ are', () => {
    expectOneKey(['Leukosia', 'Lefkosia', 'Λευκωσία'])
    expectOneKey(['Eustathiou', 'Efstathiou', 'Ευσταθίου'])
    expectOneKey(['autokinito', 'aftokinito', 'αυτοκίνητο'])
    expectOneKey(['Eugenia', 'Evgenia', 'Ευγενία'])
  })
})

describe('typedStarts of a word still being typed', () => {
  const startsOf = (typed: string) => {
    const [word] = keyedWords(typed)
    if (!word) throw new Error(`no word in ${typed}`)
    return typedStarts(word)
  }
  // A whole word's key must begin with one of the starts of every prefix of it that a person may have typed.
  const reachesWhileTyped = (whole: string, from = 2) => {
    const key = wordKey(whole)
    for (let n = from; n < whole.length; n++)
      expect(
        startsOf(whole.slice(0, n)).some((start) => key.startsWith(start)),
        `${whole.slice(0, n)} → ${key}`,
      ).toBe(true)
  }

  it('keeps the typed key first', () => {
    expect(startsOf('den')[0]).toBe('den')
  })

  it('reaches a word whose next letter joins the last into one sound, in every alphabet', () => {
    expect(startsOf('den')).toContain(wordKey('dentist').slice(0, 3))
    expect(startsOf('λαμ')).toContain('lab')
    expect(startsOf('οδον')).toContain('odod')
    expect(startsOf('ден')).toContain('ded')
  })

  it('reaches the key of the whole word from every prefix of it', () => {
    for (const whole of [
      'dentist',
      'οδοντίατρος',
      'lambros',
      'Λαμπρου',
      'kafeneio',
      'psarotaverna',
      'стоматолог',
    ])
      reachesWhileTyped(whole, 3)
  })

  it('adds nothing when no letter can join the last one', () => {
    expect(startsOf('kypr')).toEqual(['kipr'])
  })
})
