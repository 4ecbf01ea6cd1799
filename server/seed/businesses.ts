import type { PlanSlug } from '@domain/plans/plan-features'
import {
  AMENITIES,
  COASTAL_ONLY_AMENITIES,
  LANGUAGE_AMENITIES,
  VILLAGE_ONLY_AMENITIES,
} from './content/amenities'
import { NAME_KINDS } from './content/business-names'
import type { CityContent } from './content/types'
import { chooseSlot, pointOn, siblingLeaf, type Slot } from './business-placement'
import { composeName, createDescriptionComposer, formatAddress } from './business-text'
import { hoursFor } from './hours'
import type { Random } from '../media/random'
import { createSlugRegistry, slugify } from './slug'
import type { SeedBusiness } from './types'

// Dates are fixed, never "now": the same options must always build the same data.
const FIRST_LISTING = Date.UTC(2023, 0, 1)
const LAST_LISTING = Date.UTC(2026, 9, 15)
const MINUTE = 60_000
/** About a dozen featured businesses in the default directory of 320. */
const FEATURED_SHARE = 12 / 320
const PRICE_RANGES = [1, 2, 3, 4] as const
const MOBILE_PREFIXES = ['99', '96', '97'] as const
const AMENITY_ORDER = new Map(AMENITIES.map((a, i) => [a.slug, i]))
const WINE_ONLY_AMENITIES = ['wine-tasting']

export function buildBusinesses(count: number, random: Random): SeedBusiness[] {
  const slugs = createSlugRegistry()
  const describe = createDescriptionComposer()
  const cityTexts = new Map<string, Readonly<CityContent['name']>>()
  const featuredTarget = Math.max(1, Math.round(count * FEATURED_SHARE))
  const featuredStride = Math.max(1, Math.floor(count / featuredTarget))
  let featuredCount = 0
  const businesses: SeedBusiness[] = []

  for (let i = 0; i < count; i++) {
    const slot = chooseSlot(i, random)
    const { city, leaf, parent } = slot
    const kinds = NAME_KINDS[leaf.slug]
    if (!kinds) throw new Error(`Seed content is missing: names for ${leaf.slug}`)
    const name = composeName(random.pick(kinds), city, random)
    const slug = slugs.claim(slugify(name.en), city.slug)
    const description = describe(leaf, parent, city, random)
    const street = random.pick(city.streets)
    const houseNumber = random.int(1, city.kind === 'village' ? 40 : 180)
    const point = pointOn(street, city, random)
    const second = random.chance(0.15) ? siblingLeaf(slot, random) : null

    const isFeatured = featuredCount < featuredTarget && i % featuredStride === Math.floor(featuredStride / 2)
    if (isFeatured) featuredCount++
    const planSlug = isFeatured ? random.pick(['premium', 'enterprise'] as const) : pickPlan(random)

    businesses.push({
      slug,
      name,
      description: description.text,
      citySlug: city.slug,
      city: cityText(cityTexts, city),
      address: formatAddress(street, houseNumber, city),
      phone: phoneNumber(city, random),
      email: `${random.pick(['info', 'hello', 'office', 'contact'])}@${slug}.com.cy`,
      website: `https://www.${slug}.com.cy`,
      // Plain properties, not a spread: a spread here turns 100,000 objects into slow, larger dictionaries.
      lat: point.lat,
      lng: point.lng,
      categorySlugs: second ? [leaf.slug, second] : [leaf.slug],
      amenitySlugs: chooseAmenities(slot, description.mentionsRussian, random),
      hours: hoursFor(leaf.hours, random),
      priceRange: leaf.price ? (PRICE_RANGES[random.int(leaf.price[0], leaf.price[1]) - 1] ?? null) : null,
      verified: isFeatured || random.chance(planSlug ? 0.6 : 0.2),
      featured: isFeatured,
      createdAt: new Date(
        FIRST_LISTING + Math.floor((random.next() * (LAST_LISTING - FIRST_LISTING)) / MINUTE) * MINUTE,
      ),
      photoCount: random.int(3, 6),
      planSlug,
    })
  }
  return businesses
}

function cityText(cache: Map<string, Readonly<CityContent['name']>>, city: CityContent) {
  let text = cache.get(city.slug)
  if (!text) {
    text = Object.freeze({ ...city.name })
    cache.set(city.slug, text)
  }
  return text
}

/** About one business in five pays: standard 12%, premium 6%, enterprise 2%. */
function pickPlan(random: Random): PlanSlug | null {
  const roll = random.next()
  if (roll < 0.02) return 'enterprise'
  if (roll < 0.08) return 'premium'
  if (roll < 0.2) return 'standard'
  return null
}

/** Landlines carry the district code (22 Nicosia, 25 Limassol …); small businesses often give a mobile. */
function phoneNumber(city: CityContent, random: Random): string {
  const prefix = random.chance(0.25) ? random.pick(MOBILE_PREFIXES) : city.areaCode
  return `+357 ${prefix} ${random.int(100000, 999999)}`
}

function chooseAmenities(slot: Slot, mentionsRussian: boolean, random: Random): string[] {
  const { city, leaf, parent } = slot
  const pool = parent.amenities.filter(
    (slug) =>
      (city.isCoastal || !COASTAL_ONLY_AMENITIES.includes(slug)) &&
      (city.kind === 'village' || !VILLAGE_ONLY_AMENITIES.includes(slug)) &&
      (leaf.slug === 'wineries' || !WINE_ONLY_AMENITIES.includes(slug)),
  )
  const chosen = new Set(random.sample(pool, random.int(2, Math.min(6, pool.length))))
  if (mentionsRussian || random.chance(0.95)) chosen.add(LANGUAGE_AMENITIES.el)
  if (mentionsRussian || random.chance(city.kind === 'city' ? 0.85 : 0.97)) chosen.add(LANGUAGE_AMENITIES.en)
  if (mentionsRussian || random.chance(city.slug === 'limassol' ? 0.45 : 0.2))
    chosen.add(LANGUAGE_AMENITIES.ru)
  return [...chosen].sort((a, b) => (AMENITY_ORDER.get(a) ?? 0) - (AMENITY_ORDER.get(b) ?? 0))
}
