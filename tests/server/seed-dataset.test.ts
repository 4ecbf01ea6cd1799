// @vitest-environment jsdom
// jsdom only for its DOMParser, which checks that the generated SVG is well-formed XML.
import { beforeAll, describe, expect, it } from 'vitest'
import { WEEKDAYS } from '@domain/hours/opening-hours'
import { LOCALES, type LocalizedText } from '@domain/i18n/localized-text'
import {
  MOTIFS,
  motifForCategory,
  renderArticleCoverSvg,
  renderLogoSvg,
  renderPhotoSvg,
} from '../../server/media/art'
import { townBox } from '../../server/seed/business-placement'
import { CITIES, POSTCODE_PREFIXES } from '../../server/seed/content/cities'
import { ICON_NAMES } from '../../server/seed/content/icons'
import { buildDataset } from '../../server/seed/dataset'
import type { SeedDataset } from '../../server/seed/types'

const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/
const CYRILLIC = /[\u0400-\u04ff]/
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAJOR_CITIES = ['nicosia', 'limassol', 'larnaca', 'paphos']

let data: SeedDataset

beforeAll(() => {
  data = buildDataset({ businessCount: 320 })
})

function expectTrilingual(text: LocalizedText, what: string) {
  for (const locale of LOCALES) expect(text[locale]?.trim(), `${what} (${locale})`).toBeTruthy()
  expect(text.el, `${what} (el)`).toMatch(GREEK)
  expect(text.ru, `${what} (ru)`).toMatch(CYRILLIC)
}

const categorySlugs = () =>
  new Set(data.categories.flatMap((c) => [c.slug, ...c.children.map((k) => k.slug)]))
const topOf = () =>
  new Map(
    data.categories.flatMap((c) => [
      [c.slug, c.slug] as const,
      ...c.children.map((k) => [k.slug, c.slug] as const),
    ]),
  )

describe('the demo dataset', () => {
  it('is identical every time it is built with the same options', () => {
    expect(buildDataset({ businessCount: 320 })).toEqual(data)
  })

  it('has the minimum amount of reference data and content', () => {
    expect(data.categories.length).toBeGreaterThanOrEqual(12)
    for (const category of data.categories) expect(category.children.length).toBeGreaterThanOrEqual(2)
    for (const category of data.categories) expect(category.children.length).toBeLessThanOrEqual(6)
    expect(data.amenities.length).toBeGreaterThanOrEqual(25)
    expect(data.businesses).toHaveLength(320)
    expect(data.reviews.length).toBeGreaterThanOrEqual(1500)
    expect(data.articleCategories.length).toBeGreaterThanOrEqual(6)
    expect(data.articleCategories.some((c) => c.children.length > 0)).toBe(true)
    expect(data.articles.length).toBeGreaterThanOrEqual(40)
    expect(data.weather.length).toBeGreaterThanOrEqual(6)
    const cities = data.cities.map((c) => c.slug)
    for (const slug of [
      'nicosia',
      'limassol',
      'larnaca',
      'paphos',
      'ayia-napa',
      'protaras',
      'paralimni',
      'platres',
      'kakopetria',
      'omodos',
      'pedoulas',
    ]) {
      expect(cities).toContain(slug)
    }
  })

  it('names categories, amenities and cities in all three languages with known icons and distinct colours', () => {
    const icons: readonly string[] = ICON_NAMES
    for (const category of data.categories) {
      expectTrilingual(category.name, category.slug)
      expectTrilingual(category.description, category.slug)
      expect(category.color).toMatch(/^#[0-9a-f]{6}$/)
      for (const node of [category, ...category.children]) expect(icons).toContain(node.icon)
    }
    expect(new Set(data.categories.map((c) => c.color)).size).toBe(data.categories.length)
    expect(categorySlugs().size).toBe(data.categories.reduce((n, c) => n + 1 + c.children.length, 0))
    for (const amenity of data.amenities) {
      expectTrilingual(amenity.name, amenity.slug)
      expect(icons).toContain(amenity.icon)
    }
    for (const city of data.cities) expectTrilingual(city.name, city.slug)
  })

  it('places every street of every town inside that town', () => {
    for (const city of CITIES) {
      const box = townBox(city)
      for (const street of city.streets) {
        expect(street.lat, `${city.slug}: ${street.name.en}`).toBeGreaterThan(box.minLat)
        expect(street.lat, `${city.slug}: ${street.name.en}`).toBeLessThan(box.maxLat)
        expect(street.lng, `${city.slug}: ${street.name.en}`).toBeGreaterThan(box.minLng)
        expect(street.lng, `${city.slug}: ${street.name.en}`).toBeLessThan(box.maxLng)
        expect(POSTCODE_PREFIXES[city.slug]).toContain(street.postcode[0])
      }
    }
  })
})

describe('businesses', () => {
  it('have real text in English, Greek and Russian, with translated descriptions', () => {
    for (const b of data.businesses) {
      expectTrilingual(b.name, b.slug)
      expectTrilingual(b.description, b.slug)
      expectTrilingual(b.address, b.slug)
      expectTrilingual(b.city, b.slug)
      expect(b.description.el).not.toBe(b.description.en)
      expect(b.description.ru).not.toBe(b.description.en)
    }
  })

  it('have unique, URL-safe slugs, and contacts at their own domain', () => {
    expect(new Set(data.businesses.map((b) => b.slug)).size).toBe(data.businesses.length)
    for (const b of data.businesses) {
      expect(b.slug).toMatch(SLUG)
      expect(b.website).toBe(`https://www.${b.slug}.com.cy`)
      expect(b.email.endsWith(`@${b.slug}.com.cy`)).toBe(true)
      expect(b.phone).toMatch(/^\+357 (?:2[2-6]|9[679]) \d{6}$/)
    }
  })

  it('sit inside their town, on a street with a postcode of the right district', () => {
    for (const b of data.businesses) {
      const city = CITIES.find((c) => c.slug === b.citySlug)
      expect(city, b.citySlug).toBeDefined()
      const box = townBox(city!)
      expect(b.lat).toBeGreaterThanOrEqual(box.minLat)
      expect(b.lat).toBeLessThanOrEqual(box.maxLat)
      expect(b.lng).toBeGreaterThanOrEqual(box.minLng)
      expect(b.lng).toBeLessThanOrEqual(box.maxLng)
      const postcode = /, (\d{4}) /.exec(b.address.en ?? '')?.[1] ?? ''
      expect(POSTCODE_PREFIXES[b.citySlug]).toContain(postcode[0])
      expect(b.city.en).toBe(city!.name.en)
    }
  })

  it('are weighted towards the big towns', () => {
    const count = (slug: string) => data.businesses.filter((b) => b.citySlug === slug).length
    expect(count('nicosia')).toBeGreaterThan(count('paphos'))
    expect(count('limassol')).toBeGreaterThan(count('ayia-napa'))
    expect(count('limassol')).toBeGreaterThan(count('platres') + count('omodos'))
  })

  it('link only to categories and amenities that exist', () => {
    const categories = categorySlugs()
    const amenities = new Set(data.amenities.map((a) => a.slug))
    for (const b of data.businesses) {
      expect(b.categorySlugs.length).toBeGreaterThan(0)
      for (const slug of b.categorySlugs) expect(categories.has(slug), slug).toBe(true)
      for (const slug of b.amenitySlugs) expect(amenities.has(slug), slug).toBe(true)
      expect(new Set(b.amenitySlugs).size).toBe(b.amenitySlugs.length)
    }
  })

  it('cover every top-level category in every major city', () => {
    const top = topOf()
    for (const city of MAJOR_CITIES) {
      for (const category of data.categories) {
        const found = data.businesses.some(
          (b) => b.citySlug === city && top.get(b.categorySlugs[0] ?? '') === category.slug,
        )
        expect(found, `${category.slug} in ${city}`).toBe(true)
      }
    }
  })

  it('have valid opening hours, with split shifts, closed days and round-the-clock hotels', () => {
    for (const b of data.businesses) {
      for (const day of WEEKDAYS) {
        const intervals = b.hours[day] ?? []
        intervals.forEach((interval, i) => {
          expect(interval.opens).toMatch(TIME)
          expect(interval.closes).toMatch(TIME)
          expect(interval.opens < interval.closes, `${b.slug} ${day}`).toBe(true)
          const previous = intervals[i - 1]
          if (previous) expect(previous.closes < interval.opens).toBe(true)
        })
      }
    }
    const days = (b: SeedDataset['businesses'][number]) => WEEKDAYS.map((d) => b.hours[d] ?? [])
    expect(data.businesses.some((b) => days(b).some((d) => d.length === 2))).toBe(true)
    expect(data.businesses.some((b) => days(b).some((d) => d.length === 0))).toBe(true)
    const hotels = data.businesses.filter((b) => b.categorySlugs[0] === 'hotels')
    expect(hotels.length).toBeGreaterThan(0)
    for (const hotel of hotels) {
      for (const day of days(hotel)) expect(day).toEqual([{ opens: '00:00', closes: '24:00' }])
    }
  })

  it('have plausible prices, badges, plans, dates and photo counts', () => {
    const top = topOf()
    const share = (predicate: (b: SeedDataset['businesses'][number]) => boolean) =>
      data.businesses.filter(predicate).length / data.businesses.length
    for (const b of data.businesses) {
      if (top.get(b.categorySlugs[0] ?? '') === 'professional-services') expect(b.priceRange).toBeNull()
      if (b.priceRange !== null) expect([1, 2, 3, 4]).toContain(b.priceRange)
      expect(b.photoCount).toBeGreaterThanOrEqual(3)
      expect(b.photoCount).toBeLessThanOrEqual(6)
      expect(b.createdAt.getTime()).toBeGreaterThanOrEqual(Date.UTC(2023, 0, 1))
      expect(b.createdAt.getTime()).toBeLessThan(Date.UTC(2026, 10, 1))
      if (b.planSlug !== null) expect(['standard', 'premium', 'enterprise']).toContain(b.planSlug)
      if (b.featured) expect(b.verified).toBe(true)
    }
    expect(
      data.businesses.some(
        (b) => top.get(b.categorySlugs[0] ?? '') === 'restaurants-food' && b.priceRange !== null,
      ),
    ).toBe(true)
    expect(share((b) => b.verified)).toBeGreaterThan(0.2)
    expect(share((b) => b.verified)).toBeLessThan(0.42)
    expect(share((b) => b.planSlug !== null)).toBeGreaterThan(0.12)
    expect(share((b) => b.planSlug !== null)).toBeLessThan(0.3)
    const featured = data.businesses.filter((b) => b.featured).length
    expect(featured).toBeGreaterThanOrEqual(8)
    expect(featured).toBeLessThanOrEqual(16)
  })
})

describe('reviews', () => {
  it('are written in all three languages, in the script of each', () => {
    const byLanguage = (l: string) => data.reviews.filter((r) => r.language === l)
    expect(byLanguage('en').length / data.reviews.length).toBeGreaterThan(0.4)
    expect(byLanguage('el').length / data.reviews.length).toBeGreaterThan(0.15)
    expect(byLanguage('ru').length / data.reviews.length).toBeGreaterThan(0.15)
    for (const r of byLanguage('el')) expect(r.body).toMatch(GREEK)
    for (const r of byLanguage('ru')) expect(r.body).toMatch(CYRILLIC)
    for (const r of byLanguage('en')) expect(r.body).not.toMatch(CYRILLIC)
  })

  it('belong to existing businesses, come after the listing and lean positive', () => {
    const businesses = new Map(data.businesses.map((b) => [b.slug, b]))
    for (const r of data.reviews) {
      const business = businesses.get(r.businessSlug)
      expect(business, r.businessSlug).toBeDefined()
      expect(r.createdAt.getTime()).toBeGreaterThan(business!.createdAt.getTime())
      expect(r.createdAt.getTime()).toBeLessThan(Date.UTC(2026, 10, 1))
      expect(r.authorName.trim()).toBeTruthy()
      expect(r.body.trim().length).toBeGreaterThan(20)
    }
    const share = (min: number, max: number) =>
      data.reviews.filter((r) => r.rating >= min && r.rating <= max).length / data.reviews.length
    expect(share(4, 5)).toBeGreaterThan(0.6)
    expect(share(1, 3)).toBeGreaterThan(0.08)
    expect(data.reviews.some((r) => r.title !== null)).toBe(true)
    expect(data.reviews.some((r) => r.title === null)).toBe(true)
  })
})

describe('blog articles', () => {
  it('have a title, an excerpt and Markdown content in all three languages', () => {
    const categories = new Set(
      data.articleCategories.flatMap((c) => [c.slug, ...c.children.map((k) => k.slug)]),
    )
    expect(new Set(data.articles.map((a) => a.slug)).size).toBe(data.articles.length)
    for (const a of data.articles) {
      expect(a.slug).toMatch(SLUG)
      expect(categories.has(a.categorySlug), a.categorySlug).toBe(true)
      expectTrilingual(a.title, a.slug)
      expectTrilingual(a.excerpt, a.slug)
      expectTrilingual(a.content, a.slug)
      const headings = LOCALES.map(
        (l) => (a.content[l] ?? '').split('\n').filter((line) => line.startsWith('## ')).length,
      )
      expect(headings[0], a.slug).toBeGreaterThanOrEqual(3)
      expect(new Set(headings).size, `${a.slug} has the same sections in every language`).toBe(1)
      expect((a.content.en ?? '').split(/\s+/).length, a.slug).toBeGreaterThanOrEqual(200)
      expect(a.author.trim()).toBeTruthy()
      expect(a.readMinutes).toBeGreaterThan(0)
    }
  })
})

describe('weather', () => {
  it('covers the main towns and Troodos with whole-degree November temperatures', () => {
    const slugs = data.weather.map((w) => w.citySlug)
    for (const slug of ['nicosia', 'limassol', 'larnaca', 'paphos', 'ayia-napa', 'platres'])
      expect(slugs).toContain(slug)
    for (const w of data.weather) {
      expectTrilingual(w.city, w.citySlug)
      expect(Number.isInteger(w.temperature)).toBe(true)
      expect(w.temperature).toBeGreaterThanOrEqual(5)
      expect(w.temperature).toBeLessThanOrEqual(28)
    }
  })
})

describe('generated images', () => {
  const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml')
  const expectWellFormed = (svg: string, viewBox: string) => {
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toContain(`viewBox="${viewBox}"`)
    const doc = parse(svg)
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(doc.documentElement.nodeName).toBe('svg')
    expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|url\((?!#)/)
  }
  const hostile = `<script>alert("x")</script> & 'quotes'`

  it('escape text and produce well-formed SVG', () => {
    const logo = renderLogoSvg({ name: hostile, color: '#c4622d' })
    const photo = renderPhotoSvg({ seed: 'a', motif: 'plate', index: 1, title: hostile })
    const cover = renderArticleCoverSvg({ seed: 'b', title: hostile, motif: 'wine' })
    expectWellFormed(logo, '0 0 256 256')
    expectWellFormed(photo, '0 0 1600 600')
    expectWellFormed(cover, '0 0 1200 630')
    for (const svg of [logo, photo, cover]) {
      expect(svg).not.toContain('<script')
      expect(svg).toContain('&lt;script&gt;')
      expect(svg).toContain('&amp;')
      expect(svg).toContain('&#39;quotes&#39;')
    }
  })

  it('draw monograms from Latin, Greek and Cyrillic names and ignore an unsafe colour', () => {
    expect(renderLogoSvg({ name: 'Psarolimano Fish Tavern', color: '#c4622d' })).toContain('>PF</text>')
    expect(renderLogoSvg({ name: 'Η Ταβέρνα του Γιάννη', color: '#2f7f8f' })).toContain('>ΤΓ</text>')
    expect(renderLogoSvg({ name: 'Όμοδος Οινοποιείο', color: '#2f7f8f' })).toContain('>ΟΟ</text>')
    expect(renderLogoSvg({ name: 'Рыбная таверна Псаролимано', color: '#2f7f8f' })).toContain('>РТ</text>')
    const unsafe = renderLogoSvg({ name: 'X', color: '"/><script>' })
    expect(unsafe).not.toContain('<script')
    expectWellFormed(unsafe, '0 0 256 256')
  })

  it('draw every motif deterministically and compactly', () => {
    for (const motif of MOTIFS) {
      const svg = renderPhotoSvg({ seed: `shop-${motif}`, motif, index: 2, title: motif })
      expectWellFormed(svg, '0 0 1600 600')
      expect(svg.length).toBeLessThan(8 * 1024)
      expect(renderPhotoSvg({ seed: `shop-${motif}`, motif, index: 2, title: motif })).toBe(svg)
    }
    expect(renderPhotoSvg({ seed: 'one', motif: 'bed', index: 1, title: 't' })).not.toBe(
      renderPhotoSvg({ seed: 'two', motif: 'bed', index: 1, title: 't' }),
    )
  })

  it('have a motif of their own for every top-level business and blog category', () => {
    for (const slug of [...data.categories, ...data.articleCategories].map((c) => c.slug)) {
      expect(MOTIFS).toContain(motifForCategory(slug))
      expect(motifForCategory(slug), slug).not.toBe('sun')
    }
    expect(motifForCategory('no-such-category')).toBe('sun')
  })
})

describe('scale', () => {
  it('builds a large directory quickly with unique slugs and few reviews per extra business', () => {
    const started = performance.now()
    const large = buildDataset({ businessCount: 20_000 })
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(new Set(large.businesses.map((b) => b.slug)).size).toBe(20_000)
    expect(large.reviews.length).toBeLessThan(20_000 * 1.5)
  })
})
