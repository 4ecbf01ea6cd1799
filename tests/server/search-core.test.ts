import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CategoryIndex } from '@domain/category/category-tree'
import type { PlanFeatures } from '@domain/plans/plan-features'
import { updateCategory } from '../../server/db/repositories/content-editing.repository'
import {
  insertListing,
  updateListing,
  type NewListingRecord,
} from '../../server/db/repositories/owner-listings.repository'
import { hasCurrentSearchDocument } from '../../server/db/repositories/search-documents.repository'
import { businesses, businessSubscriptions, categories, plans } from '../../server/db/schema'
import { expectMatchesContract } from '../support/contract'
import { onPlan } from '../support/owners'
import { createTestApp, type TestApp } from '../support/test-app'
import { ENGINES } from '../support/test-database'

type Summary = { id: number; slug: string; citySlug: string; categories: Array<{ slug: string }> }
type Understanding = {
  isExact: boolean
  didYouMean: string | null
  city: string | null
  category: string | null
}
type Suggestion = {
  kind: string
  label: string
  slug: string
  citySlug: string | null
  detail: string | null
}

const LIMASSOL = { en: 'Limassol', el: 'Λεμεσός', ru: 'Лимасол' }
const listing = (over: Partial<NewListingRecord>): NewListingRecord => ({
  slug: 'search-core-test',
  name: { en: 'Test' },
  description: { en: 'A business of the search tests.' },
  city: LIMASSOL,
  citySlug: 'limassol',
  address: { en: '1 Test Street, 3036 Limassol' },
  lat: 34.68,
  lng: 33.04,
  phone: null,
  email: null,
  website: null,
  hours: {},
  closedDates: [],
  priceRange: null,
  ownerId: null,
  status: 'approved',
  createdAt: new Date('2026-11-01T10:00:00Z'),
  ...over,
})

describe.each(ENGINES)('the search core on %s', (engine) => {
  let t: TestApp
  let kafeneio: number
  let gym: number
  beforeAll(async () => {
    t = await createTestApp(engine)
    const index = new CategoryIndex(await t.deps.db.select().from(categories))
    const idOf = (slug: string) => index.findBySlug(slug)?.id ?? 0
    // Names in Greek letters only, so that a Latin query can find them only through transliteration.
    kafeneio = (
      await insertListing(
        t.deps.db,
        listing({
          slug: 'kafeneio-themistoklis',
          name: {
            en: 'Old Harbour Coffee Corner',
            el: 'Καφενείο ο Θεμιστοκλής',
            ru: 'Кофейня у старой гавани',
          },
          city: { en: 'Larnaca', el: 'Λάρνακα', ru: 'Ларнака' },
          citySlug: 'larnaca',
          address: { en: '3 Ermou Street, 6021 Larnaca' },
        }),
        { categoryIds: [idOf('cafes-bakeries')], amenityIds: [] },
      )
    ).id
    // A gym whose description mentions tavernas: it is no answer to "taverna".
    gym = (
      await insertListing(
        t.deps.db,
        listing({
          slug: 'harbour-strength-gym',
          name: { en: 'Harbour Strength Gym', el: 'Γυμναστήριο Λιμανάκι', ru: 'Спортзал у гавани' },
          description: {
            en: 'A gym close to many tavernas by the old port.',
            el: 'Γυμναστήριο κοντά σε πολλές ταβέρνες.',
            ru: 'Спортзал рядом со множеством таверн.',
          },
        }),
        { categoryIds: [idOf('gyms')], amenityIds: [] },
      )
    ).id
  })
  afterAll(() => t.close())

  const search = async (q: string, extra = '&limit=9') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/businesses?q=${encodeURIComponent(q)}${extra}`,
    })
    expectMatchesContract('listBusinesses', response)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    return {
      items: body.data as Summary[],
      total: body.total as number,
      search: body.search as Understanding,
    }
  }
  const suggest = async (q: string, lang = 'en') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/search/suggestions?q=${encodeURIComponent(q)}&lang=${lang}`,
    })
    expectMatchesContract('getSearchSuggestions', response)
    expect(response.statusCode).toBe(200)
    return response.json().data as Suggestion[]
  }
  const isTavern = (b: Summary) =>
    b.categories.some((c) => c.slug === 'seafood-fish-tavernas' || c.slug === 'meze-tavernas')

  it('finds a Greek name typed in Greeklish, in any of the ways people spell it', async () => {
    for (const q of [
      'kafeneio themistoklis',
      'kafenio 8emistoklis',
      'KAFENEIO THEMISTOKLHS',
      'καφενειο θεμιστοκλης',
    ])
      expect((await search(q)).items[0]?.id, q).toBe(kafeneio)
  })

  it('reads a category and a town in any language as a filter, not as words of the text', async () => {
    for (const q of [
      'taverna limassol',
      'ταβέρνα λεμεσός',
      'таверна лимассол',
      'ταβέρνα στη Λεμεσό',
      'tavernas in Lemesos',
    ]) {
      const { items, search: understood } = await search(q)
      expect(items.length, q).toBeGreaterThan(0)
      expect(
        items.every((b) => b.citySlug === 'limassol' && isTavern(b)),
        q,
      ).toBe(true)
      expect(understood, q).toMatchObject({ isExact: true, city: 'limassol' })
      expect(['seafood-fish-tavernas', 'meze-tavernas', 'restaurants-food']).toContain(understood.category)
    }
  })

  it('never answers a category with a business whose description merely mentions it', async () => {
    const { items } = await search('taverna limassol', '&limit=100')
    expect(items.map((b) => b.id)).not.toContain(gym)
  })

  it('reads a town in every spelling and case form', async () => {
    for (const q of ['Lemesos', 'Limassol', 'Лимасол', 'Лимассол', 'ΛΕΜΕΣΟΣ', 'в Лимасоле']) {
      const { items, search: understood } = await search(q)
      expect(understood.city, q).toBe('limassol')
      expect(items.length, q).toBeGreaterThan(0)
      expect(
        items.every((b) => b.citySlug === 'limassol'),
        q,
      ).toBe(true)
    }
  })

  it('corrects a typo per word against the names, and says what it read', async () => {
    const { items, search: understood } = await search('kafeneio themsitoklis')
    expect(items[0]?.id).toBe(kafeneio)
    expect(understood.didYouMean).toMatch(/θεμιστοκλ/)
  })

  it('puts a business named by the words first, and the one in the town named before the others', async () => {
    const { items } = await search('harbour strength limassol')
    expect(items[0]?.id).toBe(gym)
  })

  it('answers the closest businesses when no business has every word, and says so', async () => {
    const { items, search: understood } = await search('themistoklis zzqxv')
    expect(understood.isExact).toBe(false)
    expect(items[0]?.id).toBe(kafeneio)
  })

  it('answers nothing only when nothing at all is close', async () => {
    const { items, total } = await search('zzqxvw')
    expect(items).toEqual([])
    expect(total).toBe(0)
  })

  it('keeps the filters of the address beside the text', async () => {
    const { items } = await search('kafeneio', '&city=larnaca')
    expect(items.every((b) => b.citySlug === 'larnaca')).toBe(true)
    expect(items.map((b) => b.id)).toContain(kafeneio)
  })

  it('suggests businesses, categories and towns from the second letter, in the reader’s language', async () => {
    expect(await suggest('k')).toEqual([])
    const business = await suggest('themistok', 'ru')
    expect(business[0]).toMatchObject({ kind: 'business', slug: 'kafeneio-themistoklis' })
    expect(business[0]?.label).toBe('Кофейня у старой гавани')
    const categoryInTown = await suggest('таверна лим', 'el')
    expect(categoryInTown.find((s) => s.kind === 'category')).toMatchObject({ citySlug: 'limassol' })
    expect(categoryInTown.find((s) => s.kind === 'category')?.label).toMatch(/στη Λεμεσό$/)
    const town = await suggest('Lemes')
    expect(town[0]).toMatchObject({ kind: 'city', slug: 'limassol', label: 'Limassol' })
    expect(town[0]?.detail).toMatch(/^\d+ businesses$/)
  })

  it('suggests with a typo in a word and in Greeklish', async () => {
    expect((await suggest('kafeneio themistoklos')).map((s) => s.slug)).toContain('kafeneio-themistoklis')
    expect((await suggest('psarotav')).some((s) => s.slug === 'seafood-fish-tavernas')).toBe(true)
  })

  it('suggests what a word still being typed may become when its next letter joins the last ("den" of dentist)', async () => {
    expect((await suggest('den')).some((s) => s.kind === 'category' && s.slug === 'dentists')).toBe(true)
    expect((await suggest('οδον', 'el')).some((s) => s.kind === 'category' && s.slug === 'dentists')).toBe(
      true,
    )
  })

  it('keeps a business’s search document current with every change to its name or categories', async () => {
    await updateListing(t.deps.db, gym, {
      name: { en: 'Pelican Power Gym', el: 'Γυμναστήριο Πελεκάνος' },
      updatedAt: new Date(),
    })
    expect((await search('pelekanos')).items[0]?.id).toBe(gym)
    expect((await search('harbour strength')).items.map((b) => b.id)).not.toContain(gym)
    expect(await hasCurrentSearchDocument(t.deps.db, gym)).toBe(true)
  })

  it('follows a business’s status, town and rating in the same statement, whoever writes them', async () => {
    // Written to the business row alone, as an admin's bulk action or a maintenance script would.
    const found = async (q: string, query = '&limit=9') => (await search(q, query)).items.map((b) => b.id)
    await t.deps.db.update(businesses).set({ status: 'unpublished' }).where(eq(businesses.id, gym))
    expect(await found('pelekanos')).not.toContain(gym)
    await t.deps.db.update(businesses).set({ status: 'approved', rating: 1.5 }).where(eq(businesses.id, gym))
    expect(await found('pelekanos')).toContain(gym)
    expect(await found('pelekanos', '&limit=9&minRating=4')).not.toContain(gym)
    await t.deps.db.update(businesses).set({ rating: 4.8 }).where(eq(businesses.id, gym))
    expect(await found('pelekanos', '&limit=9&minRating=4')).toContain(gym)
  })

  it('rewrites the documents of a category’s businesses when the category is renamed', async () => {
    const [gyms] = await t.deps.db.select().from(categories).where(eq(categories.slug, 'gyms'))
    if (!gyms) throw new Error('no gyms category')
    await updateCategory(t.deps.db, gyms.id, { ...gyms, name: { ...gyms.name, en: 'Calisthenics Halls' } })
    const { items } = await search('calisthenics', '&limit=100')
    expect(items.map((b) => b.id)).toContain(gym)
    expect(await hasCurrentSearchDocument(t.deps.db, gym)).toBe(true)
  })

  it('ranks a business in the named town that holds every word above names that hold only some of them', async () => {
    // Nine names hold one word each, with the other in their descriptions: a full page found by names alone.
    for (let i = 1; i <= 9; i++)
      await insertListing(
        t.deps.db,
        listing({
          slug: `wombat-works-${i}`,
          name: { en: `Wombat Works ${i}` },
          description: { en: 'Carpentry, and a quokka carved on every chair.' },
          city: { en: 'Larnaca' },
          citySlug: 'larnaca',
        }),
        { categoryIds: [], amenityIds: [] },
      )
    const inPaphos = (
      await insertListing(
        t.deps.db,
        listing({
          slug: 'sea-breeze-crafts',
          name: { en: 'Sea Breeze Crafts' },
          description: { en: 'Quokka and wombat figures, hand-carved.' },
          city: { en: 'Paphos', el: 'Πάφος', ru: 'Пафос' },
          citySlug: 'paphos',
        }),
        { categoryIds: [], amenityIds: [] },
      )
    ).id
    const { items } = await search('quokka wombat paphos')
    expect(items[0]?.id).toBe(inPaphos)
    expect(items).toHaveLength(9)
  })

  // A bakery in Limassol with this English name, for the plan's ranking cases.
  const addBakery = async (slug: string, name: string) => {
    const index = new CategoryIndex(await t.deps.db.select().from(categories))
    const bakery = [index.findBySlug('cafes-bakeries')?.id ?? 0]
    const { id } = await insertListing(t.deps.db, listing({ slug, name: { en: name } }), {
      categoryIds: bakery,
      amenityIds: [],
    })
    return id
  }

  it('puts a plan that buys a higher place first among equally good answers, never above a better one', async () => {
    const plain = await addBakery('quokka-bakery-alpha', 'Quokka Bakery Alpha')
    const premium = await addBakery('quokka-bakery-beta', 'Quokka Bakery Beta')
    await onPlan(t.deps.db, premium, 'premium')

    expect((await search('quokka')).items.map((b) => b.id).slice(0, 2)).toEqual([premium, plain])
    expect((await search('quokka bakery alpha')).items[0]?.id).toBe(plain)
    // A subscription that stops counting stops buying the place, at the next search.
    await t.deps.db
      .update(businessSubscriptions)
      .set({ status: 'cancelled' })
      .where(eq(businessSubscriptions.businessId, premium))
    expect((await search('quokka')).items.map((b) => b.id).slice(0, 2)).toEqual([plain, premium])
  })

  it('ranks by the plan that counts at the moment of the search: a change scheduled for later, a plan edited', async () => {
    const plain = await addBakery('wallaby-bakery-alpha', 'Wallaby Bakery Alpha')
    const premium = await addBakery('wallaby-bakery-beta', 'Wallaby Bakery Beta')
    await onPlan(t.deps.db, premium, 'premium')
    const order = async () => (await search('wallaby')).items.map((b) => b.id).slice(0, 2)
    expect(await order()).toEqual([premium, plain])

    // A move to the standard plan that starts after the search's moment (the test clock's 22 November) does not
    // take the place away yet; nor does one for the plain business buy it one.
    const planId = async (slug: string) =>
      (await t.deps.db.select({ id: plans.id }).from(plans).where(eq(plans.slug, slug)))[0]?.id ?? 0
    const later = new Date('2026-12-01T00:00:00Z')
    await t.deps.db.insert(businessSubscriptions).values([
      {
        businessId: premium,
        planId: await planId('standard'),
        status: 'active',
        startedAt: later,
        endDate: null,
      },
      {
        businessId: plain,
        planId: await planId('enterprise'),
        status: 'active',
        startedAt: later,
        endDate: null,
      },
    ])
    expect(await order()).toEqual([premium, plain])

    // An admin who takes the place out of a plan moves its businesses at the next search.
    const [premiumPlan] = await t.deps.db.select().from(plans).where(eq(plans.slug, 'premium'))
    if (!premiumPlan) throw new Error('no premium plan')
    const setRanking = (searchRanking: PlanFeatures['search_ranking']) =>
      t.deps.db
        .update(plans)
        .set({ features: { ...premiumPlan.features, search_ranking: searchRanking } })
        .where(eq(plans.id, premiumPlan.id))
    try {
      await setRanking('standard')
      expect(await order()).toEqual([plain, premium])
    } finally {
      await setRanking(premiumPlan.features.search_ranking)
    }
    expect(await order()).toEqual([premium, plain])
  })
})
