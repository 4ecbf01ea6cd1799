// Loaded only in the browser (dynamic import from an effect): Leaflet touches `window` when it is imported.
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import type { GeoPoint } from '@domain/business/business'
import type { MapTiles } from '@domain/business/business-map'

export type PinHandle = { moveTo(point: GeoPoint): void; destroy(): void }

const PIN_ZOOM = 14

/** One draggable pin on `element`; a click on the map moves it there. Tiles only when configured. */
export function createPinMap(
  element: HTMLElement,
  point: GeoPoint,
  tiles: MapTiles,
  label: string,
  onMove: (point: GeoPoint) => void,
): PinHandle {
  const map = L.map(element, { keyboard: true, attributionControl: Boolean(tiles) })
  if (tiles) L.tileLayer(tiles.urlTemplate, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map)
  const pin = L.marker([point.lat, point.lng], {
    draggable: true,
    keyboard: true,
    title: label,
    alt: label,
    icon: L.divIcon({
      className: '',
      html: '<span class="map-pin"></span>',
      iconSize: [24, 24],
      iconAnchor: [12, 24],
    }),
  }).addTo(map)
  const report = (at: L.LatLng) => onMove({ lat: round(at.lat), lng: round(at.lng) })
  pin.on('dragend', () => report(pin.getLatLng()))
  map.on('click', (event: L.LeafletMouseEvent) => {
    pin.setLatLng(event.latlng)
    report(event.latlng)
  })
  map.setView([point.lat, point.lng], PIN_ZOOM)
  return {
    moveTo(next) {
      pin.setLatLng([next.lat, next.lng])
      map.panTo([next.lat, next.lng])
    },
    destroy() {
      map.remove()
    },
  }
}

// Six decimals are about 10 cm: more would only be noise in the form.
const round = (n: number) => Math.round(n * 1e6) / 1e6
