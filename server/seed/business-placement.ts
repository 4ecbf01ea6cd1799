import { CATEGORIES, LEAF_CATEGORIES, type LeafWithParent } from './content/categories'
import { CITIES } from './content/cities'
import type { CityContent, Placement, StreetContent } from './content/types'
import type { Random } from '../media/random'

export type Slot = LeafWithParent & { city: CityContent }

const KM_PER_DEGREE = 111.32
// Resorts and villages live from visitors: more tavernas, stays and trips there.
const VISITOR_CATEGORIES = new Set(['restaurants-food', 'hotels-accommodation', 'tourism-leisure'])
const MAJOR_CITIES = CITIES.filter((c) => c.isMajor)

export function allowsCity(where: Placement, city: CityContent): boolean {
  switch (where) {
    case 'towns':
      return city.kind !== 'village'
    case 'coast':
      return city.isCoastal
    case 'everywhere':
      return true
    case 'villages':
      return city.kind === 'village'
    case 'wine':
      return city.kind === 'village' || city.slug === 'limassol' || city.slug === 'paphos'
  }
}

type Weighted = { entry: LeafWithParent; weight: number }

const leavesByCity = new Map<string, readonly Weighted[]>(
  CITIES.map((city) => [
    city.slug,
    LEAF_CATEGORIES.filter(({ leaf }) => allowsCity(leaf.where, city)).map((entry) => ({
      entry,
      weight: leafWeight(entry, city),
    })),
  ]),
)

function leafWeight({ leaf, parent }: LeafWithParent, city: CityContent): number {
  const siblings = parent.children.reduce((sum, child) => sum + child.weight, 0)
  const boost = city.kind !== 'city' && VISITOR_CATEGORIES.has(parent.slug) ? 2 : 1
  return ((parent.weight * leaf.weight) / siblings) * boost
}

/**
 * Where the n-th business sits and what it does. The first ones cover every top-level category in every major
 * city (so each city page has something in each category); the rest follow town size and category popularity.
 */
export function chooseSlot(index: number, random: Random): Slot {
  const coverage = MAJOR_CITIES.length * CATEGORIES.length
  if (index < coverage) {
    const city = at(MAJOR_CITIES, index % MAJOR_CITIES.length)
    const parent = at(CATEGORIES, Math.floor(index / MAJOR_CITIES.length))
    const choices = cityLeaves(city).filter(({ entry }) => entry.parent.slug === parent.slug)
    return { ...random.pickWeighted(choices, (c) => c.weight).entry, city }
  }
  const city = random.pickWeighted(CITIES, (c) => c.weight)
  return { ...random.pickWeighted(cityLeaves(city), (c) => c.weight).entry, city }
}

/** Another leaf of the same top-level category that also fits the town, for a second category link. */
export function siblingLeaf(slot: Slot, random: Random): string | null {
  const siblings = cityLeaves(slot.city).filter(
    ({ entry }) => entry.parent.slug === slot.parent.slug && entry.leaf.slug !== slot.leaf.slug,
  )
  return siblings.length > 0 ? random.pick(siblings).entry.leaf.slug : null
}

/** A point near the street (about ±150 m), kept inside the town's box. */
export function pointOn(
  street: StreetContent,
  city: CityContent,
  random: Random,
): { lat: number; lng: number } {
  const box = townBox(city)
  const lat = clamp(street.lat + (random.next() - 0.5) * 0.003, box.minLat, box.maxLat)
  const lng = clamp(street.lng + (random.next() - 0.5) * 0.003, box.minLng, box.maxLng)
  return { lat: round6(lat), lng: round6(lng) }
}

/** The square around the town centre, radiusKm to each side. */
export function townBox(city: CityContent) {
  const dLat = city.radiusKm / KM_PER_DEGREE
  const dLng = city.radiusKm / (KM_PER_DEGREE * Math.cos((city.lat * Math.PI) / 180))
  return {
    minLat: city.lat - dLat,
    maxLat: city.lat + dLat,
    minLng: city.lng - dLng,
    maxLng: city.lng + dLng,
  }
}

function cityLeaves(city: CityContent): readonly Weighted[] {
  return leavesByCity.get(city.slug) ?? []
}

function at<T>(items: readonly T[], i: number): T {
  const item = items[i]
  if (item === undefined) throw new Error(`index ${i} out of range`)
  return item
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
const round6 = (value: number) => Math.round(value * 1e6) / 1e6
