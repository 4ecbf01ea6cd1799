import { MAJOR_TOWNS } from './cities-major'
import { RESORTS_AND_VILLAGES } from './cities-resorts-villages'
import type { CityContent } from './types'

// Postcodes follow the Cyprus districts: 1xxx–2xxx Nicosia, 3xxx–4xxx Limassol, 5xxx Famagusta, 6xxx–7xxx Larnaca,
// 8xxx Paphos. Kakopetria and Pedoulas sit on the Nicosia side of Troodos (28xx, phone 22); Platres and Omodos on the
// Limassol side (4xxx, phone 25).
export const CITIES: readonly CityContent[] = [...MAJOR_TOWNS, ...RESORTS_AND_VILLAGES]

/** The first digit(s) a postcode may start with in each city's district. */
export const POSTCODE_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  nicosia: ['1', '2'],
  limassol: ['3', '4'],
  larnaca: ['6', '7'],
  paphos: ['8'],
  'ayia-napa': ['5'],
  protaras: ['5'],
  paralimni: ['5'],
  platres: ['4'],
  kakopetria: ['2'],
  omodos: ['4'],
  pedoulas: ['2'],
}
