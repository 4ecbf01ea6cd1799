import { CYPRUS_CITIES } from '../city/city-names'

/**
 * The places a search text may name, with every spelling people type: the town's names in the three languages and
 * their case forms (CYPRUS_CITIES), the Greek names in Latin letters and the other usual spellings. A district or
 * region that is not a town of the directory (Famagusta, Troodos) stands for the towns that lie in it.
 */
export type PlaceName = { slugs: readonly string[]; spellings: readonly string[] }

const OTHER_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  nicosia: ['Lefkosia', 'Levkosia', 'Lefkosa', 'Лефкосия'],
  limassol: ['Lemesos', 'Limasol', 'Лимассол', 'Лемесос'],
  larnaca: ['Larnaka', 'Ларнаки'],
  paphos: ['Pafos', 'Πάφου', 'Пафоса'],
  'ayia-napa': ['Agia Napa', 'Aya Napa', 'Ayia-Napa', 'Айя Напа', 'Агия Напа', 'Αγια Ναπα'],
  protaras: ['Protara'],
  paralimni: ['Paralimniou'],
  platres: ['Pano Platres', 'Πάνω Πλάτρες', 'Пано Платрес'],
  kakopetria: ['Kakopetrias'],
  omodos: ['Omodhos'],
  pedoulas: ['Pedoula', 'Pedhoulas'],
}

const REGIONS: readonly PlaceName[] = [
  {
    slugs: ['ayia-napa', 'protaras', 'paralimni'],
    spellings: [
      'Famagusta',
      'Ammochostos',
      'Amochostos',
      'Αμμόχωστος',
      'Αμμοχώστου',
      'Фамагуста',
      'Аммохостос',
    ],
  },
  {
    slugs: ['platres', 'kakopetria', 'omodos', 'pedoulas'],
    spellings: ['Troodos', 'Troodos mountains', 'Τρόοδος', 'Τροόδους', 'Троодос'],
  },
]

// "in Limassol", "στη Λεμεσό", "в Лимасоле": the case form without its preposition.
const withoutPreposition = (phrase: string) => phrase.split(' ').slice(1).join(' ')

export const PLACE_NAMES: readonly PlaceName[] = [
  ...CYPRUS_CITIES.map((city) => ({
    slugs: [city.slug],
    spellings: [
      ...Object.values(city.name),
      ...Object.values(city.ofCity),
      ...Object.values(city.inCity).map(withoutPreposition),
      ...(OTHER_SPELLINGS[city.slug] ?? []),
    ],
  })),
  ...REGIONS,
]
