import type { LocalizedText } from '../i18n/localized-text'
import type { CategoryChip } from './business'

/** A business as a map marker. */
export type BusinessMapPoint = {
  id: number
  slug: string
  name: LocalizedText
  lat: number
  lng: number
  rating: number
  category: CategoryChip | null
}

/** The map tiles the portal is configured with; null means no tiles (a plain background, works offline). */
export type MapTiles = { urlTemplate: string; attribution: string } | null

/** isTotalCapped: there are more matches than `total` (the server stops counting; shown as "1000+"). */
export type BusinessMap = {
  points: BusinessMapPoint[]
  total: number
  isTotalCapped?: boolean
  tiles: MapTiles
}
