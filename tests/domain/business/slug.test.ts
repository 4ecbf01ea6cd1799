import { describe, expect, it } from 'vitest'
import { listingSlug, slugify, transliterate, uniqueSlug } from '@domain/business/slug'

describe('listing slugs', () => {
  it('keeps the Latin rules: accents dropped, & spelled out, apostrophes gone', () => {
    expect(slugify("Maria's Café & Bakery")).toBe('marias-cafe-and-bakery')
  })

  it('transliterates a Greek name, accents and final sigma included', () => {
    expect(slugify('Ταβέρνα Το Στέκι')).toBe('taverna-to-steki')
    expect(slugify('Καφενείο του Παύλου')).toBe('kafeneio-tou-pavlou')
    expect(slugify('Ψαροταβέρνα Θάλασσα')).toBe('psarotaverna-thalassa')
  })

  it('transliterates a Russian name', () => {
    expect(slugify('Ресторан Щедрый Ёжик')).toBe('restoran-shchedryi-ezhik')
    expect(slugify('Кафе «Юность»')).toBe('kafe-iunost')
  })

  it('leaves other characters to the hyphen rule', () => {
    expect(transliterate('Café 24/7')).toBe('café 24/7'.normalize('NFC').replace('é', 'e'))
  })

  it('takes the English name first, then Greek, then Russian, and never answers an empty slug', () => {
    expect(listingSlug({ el: 'Φούρνος Λεμεσού', ru: 'Пекарня' })).toBe('fournos-lemesou')
    expect(listingSlug({ ru: 'Пекарня' })).toBe('pekarnia')
    expect(listingSlug({ en: '!!!' })).toBe('business')
  })

  it('cuts a very long name at a word boundary', () => {
    const slug = listingSlug({ en: 'word '.repeat(40) })
    expect(slug.length).toBeLessThanOrEqual(90)
    expect(slug.endsWith('-')).toBe(false)
  })

  it('numbers a taken slug from 2', () => {
    expect(uniqueSlug('kiosk', new Set())).toBe('kiosk')
    expect(uniqueSlug('kiosk', new Set(['kiosk']))).toBe('kiosk-2')
    expect(uniqueSlug('kiosk', new Set(['kiosk', 'kiosk-2']))).toBe('kiosk-3')
  })
})
