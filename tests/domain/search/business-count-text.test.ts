import { describe, expect, it } from 'vitest'
import { businessCountText } from '@domain/search/business-count-text'

describe('businessCountText', () => {
  it.each([
    [1, '1 business'],
    [2, '2 businesses'],
  ])('writes %i in English as "%s"', (count, text) => {
    expect(businessCountText(count, 'en')).toBe(text)
  })

  it.each([
    [1, '1 επιχείρηση'],
    [5, '5 επιχειρήσεις'],
  ])('writes %i in Greek as "%s"', (count, text) => {
    expect(businessCountText(count, 'el')).toBe(text)
  })

  it.each([
    [1, '1 компания'],
    [2, '2 компании'],
    [5, '5 компаний'],
    [11, '11 компаний'],
    [21, '21 компания'],
    [22, '22 компании'],
  ])('writes %i in Russian as "%s"', (count, text) => {
    expect(businessCountText(count, 'ru')).toBe(text)
  })

  it('groups the digits of a large count as each language does', () => {
    expect(businessCountText(1000, 'en')).toBe('1,000 businesses')
    expect(businessCountText(1000, 'el')).toBe('1.000 επιχειρήσεις')
  })

  it('marks a count that stopped at its cap with a plus, in the plural the number asks for', () => {
    expect(businessCountText(99, 'en', true)).toBe('99+ businesses')
    expect(businessCountText(99, 'el', true)).toBe('99+ επιχειρήσεις')
    expect(businessCountText(99, 'ru', true)).toBe('99+ компаний')
  })
})
