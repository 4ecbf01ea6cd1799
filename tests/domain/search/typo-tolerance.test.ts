import { describe, expect, it } from 'vitest'
import { maxTypos, typoDistance, typoLimit } from '@domain/search/typo-tolerance'

describe('maxTypos', () => {
  it('allows no typo in a word under four letters', () => {
    expect(maxTypos(3)).toBe(0)
  })

  it('allows one typo from four letters up to seven', () => {
    expect(maxTypos(4)).toBe(1)
    expect(maxTypos(7)).toBe(1)
  })

  it('allows two typos beyond seven letters', () => {
    expect(maxTypos(8)).toBe(2)
    expect(maxTypos(20)).toBe(2)
  })
})

describe('typoDistance', () => {
  it('is zero between equal words', () => {
    expect(typoDistance('tavern', 'tavern')).toBe(0)
  })

  it('counts a missing letter as one typo', () => {
    expect(typoDistance('larnk', 'larnak')).toBe(1)
  })

  it('counts an extra letter as one typo', () => {
    expect(typoDistance('taverns', 'tavern')).toBe(1)
  })

  it('counts a wrong letter as one typo', () => {
    expect(typoDistance('lemasol', 'limasol')).toBe(1)
  })

  it('counts two neighbours typed the wrong way round as one typo', () => {
    expect(typoDistance('tavrena', 'taverna')).toBe(1)
  })

  it('adds up several typos', () => {
    expect(typoDistance('kitten', 'sitting')).toBe(3)
  })

  it('does not edit a swapped pair again (optimal string alignment)', () => {
    expect(typoDistance('ca', 'abc')).toBe(3)
  })

  it('stops at one past the limit when the words differ more', () => {
    expect(typoDistance('abcdef', 'uvwxyz', 2)).toBe(3)
  })

  it('stops at one past the limit when the lengths alone differ more', () => {
    expect(typoDistance('a', 'abcdef', 2)).toBe(3)
  })

  it('gives the distance itself when it is within the limit', () => {
    expect(typoDistance('lemasol', 'limasol', 1)).toBe(1)
  })
})

describe('typoLimit', () => {
  it("takes the typed word's allowance when the key is as long", () => {
    expect(typoLimit({ word: 'restaurnt' }, 9)).toBe(2)
  })

  it('takes no more than a short key allows', () => {
    expect(typoLimit({ word: 'restaurnt' }, 6)).toBe(1)
    expect(typoLimit({ word: 'restaurnt' }, 3)).toBe(0)
  })

  it('takes no more than a short typed word allows', () => {
    expect(typoLimit({ word: 'bra' }, 9)).toBe(0)
  })

  it('allows one more typo in a Russian word with a letter the key writes with two', () => {
    expect(typoLimit({ word: 'ларнаца' }, 6)).toBe(2)
    expect(typoLimit({ word: 'никозия' }, 6)).toBe(2)
    expect(typoLimit({ word: 'ларнада' }, 6)).toBe(1)
  })

  it('allows no typo in a short Russian word even with such a letter', () => {
    expect(typoLimit({ word: 'чай' }, 6)).toBe(0)
  })
})
