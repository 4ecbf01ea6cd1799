import type { CityNames } from '@domain/city/city-names'

/** Text in all three languages; the content tables always fill every locale. */
export type Trilingual = { en: string; el: string; ru: string }

/** Where a kind of business plausibly exists: towns, the coast, the Troodos villages, wine country. */
export type Placement = 'towns' | 'coast' | 'everywhere' | 'villages' | 'wine'

export type CityKind = 'city' | 'resort' | 'village'

export type StreetContent = {
  /** As written in each language, without the house number: "Anexartisias Street", "Ανεξαρτησίας", "ул. Анексартисиас". */
  name: Trilingual
  postcode: string
  lat: number
  lng: number
}

/** A town's names and case forms (the description templates need them) come from the domain. */
export type CityContent = CityNames & {
  lat: number
  lng: number
  /** Businesses are placed within this distance of the centre (a square box, for simple checks). */
  radiusKm: number
  kind: CityKind
  isCoastal: boolean
  isMajor: boolean
  /** Relative share of the businesses. */
  weight: number
  /** The landline prefix after +357: 22 Nicosia, 25 Limassol, 24 Larnaca, 26 Paphos, 23 Famagusta district. */
  areaCode: string
  streets: readonly StreetContent[]
}

export type HoursPattern =
  | 'taverna'
  | 'evening'
  | 'cafe'
  | 'bar'
  | 'shop'
  | 'supermarket'
  | 'office'
  | 'clinic'
  | 'pharmacy'
  | 'always'
  | 'rental'
  | 'garage'
  | 'gym'
  | 'salon'
  | 'tour'
  | 'afternoonSchool'
  | 'school'
  | 'winery'

export type LeafCategoryContent = {
  slug: string
  name: Trilingual
  description: Trilingual
  icon: string
  where: Placement
  hours: HoursPattern
  /** Inclusive price-range bounds (1 = budget … 4 = luxury), or null where a price makes no sense. */
  price: readonly [number, number] | null
  weight: number
}

export type TopCategoryContent = {
  slug: string
  name: Trilingual
  description: Trilingual
  icon: string
  color: string
  weight: number
  /** Amenity slugs that suit this kind of business. */
  amenities: readonly string[]
  children: readonly LeafCategoryContent[]
}

/** A business-name pattern: `{p}` is replaced by a proper-name part of `pool`. */
export type NameKind = { pool: NamePool; en: string; el: string; ru: string }
export type NamePool = 'surname' | 'place' | 'firstName' | 'city'

/** A sentence template; `{in}` becomes "in Limassol" / "στη Λεμεσό" / "в Лимасоле". */
export type SentenceTemplate = Trilingual

export type ReviewFragments = {
  positive: readonly Trilingual[]
  mixed: readonly Trilingual[]
  negative: readonly Trilingual[]
}

export type ArticleContent = {
  slug: string
  categorySlug: string
  author: string
  title: Trilingual
  excerpt: Trilingual
  content: Trilingual
}
