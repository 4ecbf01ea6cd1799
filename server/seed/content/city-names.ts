import { findCityNames, type CityNames } from '@domain/city/city-names'

/** A seeded town's names come from the domain, which the assistants' sentences read too. */
export function cityNames(slug: string): CityNames {
  const names = findCityNames(slug)
  if (!names) throw new Error(`The seed names a town the domain does not know: ${slug}`)
  return names
}
