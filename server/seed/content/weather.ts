import type { Trilingual } from './types'

export type WeatherContent = {
  citySlug: string
  city: Trilingual
  lat: number
  lng: number
  temperature: number
}

// Early-November afternoon temperatures: about 21–23 °C on the coast and in Nicosia, 10–14 °C up in Troodos.
export const WEATHER: readonly WeatherContent[] = [
  {
    citySlug: 'nicosia',
    city: { en: 'Nicosia', el: 'Λευκωσία', ru: 'Никосия' },
    lat: 35.1856,
    lng: 33.3823,
    temperature: 22,
  },
  {
    citySlug: 'limassol',
    city: { en: 'Limassol', el: 'Λεμεσός', ru: 'Лимасол' },
    lat: 34.6786,
    lng: 33.0413,
    temperature: 23,
  },
  {
    citySlug: 'larnaca',
    city: { en: 'Larnaca', el: 'Λάρνακα', ru: 'Ларнака' },
    lat: 34.9167,
    lng: 33.6333,
    temperature: 22,
  },
  {
    citySlug: 'paphos',
    city: { en: 'Paphos', el: 'Πάφος', ru: 'Пафос' },
    lat: 34.7754,
    lng: 32.4245,
    temperature: 22,
  },
  {
    citySlug: 'ayia-napa',
    city: { en: 'Ayia Napa', el: 'Αγία Νάπα', ru: 'Айя-Напа' },
    lat: 34.9882,
    lng: 33.9999,
    temperature: 23,
  },
  {
    citySlug: 'protaras',
    city: { en: 'Protaras', el: 'Πρωταράς', ru: 'Протарас' },
    lat: 35.0125,
    lng: 34.0583,
    temperature: 23,
  },
  {
    citySlug: 'paralimni',
    city: { en: 'Paralimni', el: 'Παραλίμνι', ru: 'Паралимни' },
    lat: 35.0378,
    lng: 33.9822,
    temperature: 22,
  },
  {
    citySlug: 'platres',
    city: { en: 'Platres (Troodos)', el: 'Πλάτρες (Τρόοδος)', ru: 'Платрес (Троодос)' },
    lat: 34.8891,
    lng: 32.8641,
    temperature: 13,
  },
  {
    citySlug: 'kakopetria',
    city: { en: 'Kakopetria', el: 'Κακοπετριά', ru: 'Какопетрия' },
    lat: 34.9877,
    lng: 32.9019,
    temperature: 15,
  },
  {
    citySlug: 'omodos',
    city: { en: 'Omodos', el: 'Όμοδος', ru: 'Омодос' },
    lat: 34.8491,
    lng: 32.8089,
    temperature: 16,
  },
  {
    citySlug: 'pedoulas',
    city: { en: 'Pedoulas', el: 'Πεδουλάς', ru: 'Педулас' },
    lat: 34.9678,
    lng: 32.8302,
    temperature: 12,
  },
]
