// Loaded only in the browser (dynamic import from an effect): Leaflet touches `window` when it is imported.
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import type { MapTiles } from '@domain/business/business-map'

/** What a marker shows; texts are already in the page's language. */
export type MapMarker = { id: number; lat: number; lng: number; label: string; href: string; detail: string }

export type MapTexts = { cluster: (count: number) => string }

export type MapHandle = {
  /** Zooms to the marker (out of its cluster) and opens its popup. */
  reveal(id: number): void
  destroy(): void
}

// Cyprus as a whole, for a map without markers.
const CYPRUS_CENTRE: L.LatLngTuple = [35.05, 33.25]
const CYPRUS_ZOOM = 8
// The map's zoom range is its own, not the tile layer's: without tiles (the default, offline) Leaflet has no
// maximum to fit the markers or to open a cluster, and throws "Map has no maxZoom specified".
const MIN_ZOOM = 3
const MAX_ZOOM = 19

/**
 * Draws the markers with clustering on `element`. Tiles only when configured; when they fail (offline, tile
 * server down) `onTilesFailed` is called and the markers, clusters and popups keep working on the plain background.
 */
export async function createLeafletMap(
  element: HTMLElement,
  markers: MapMarker[],
  tiles: MapTiles,
  texts: MapTexts,
  onTilesFailed: () => void,
): Promise<MapHandle> {
  // leaflet.markercluster extends the global `L` (it has no module import of Leaflet).
  Object.assign(window, { L })
  await import('leaflet.markercluster')
  const map = L.map(element, {
    keyboard: true,
    zoomControl: true,
    attributionControl: Boolean(tiles),
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
  })
  if (tiles) {
    const layer = L.tileLayer(tiles.urlTemplate, { attribution: tiles.attribution, maxZoom: MAX_ZOOM })
    let hasReported = false
    layer.on('tileerror', () => {
      if (hasReported) return
      hasReported = true
      onTilesFailed()
    })
    layer.addTo(map)
  }

  const cluster = L.markerClusterGroup({
    showCoverageOnHover: false,
    iconCreateFunction: (group) => {
      const count = group.getChildCount()
      return L.divIcon({
        className: '',
        html: `<span class="map-cluster" role="button" aria-label="${escapeAttribute(texts.cluster(count))}">${count}</span>`,
        iconSize: [40, 40],
      })
    },
  })
  const byId = new Map<number, L.Marker>()
  for (const m of markers) {
    const marker = L.marker([m.lat, m.lng], {
      icon: L.divIcon({
        className: '',
        html: '<span class="map-pin"></span>',
        iconSize: [24, 24],
        iconAnchor: [12, 24],
      }),
      keyboard: true,
      title: m.label,
      alt: m.label,
    })
    marker.bindPopup(() => popupContent(m))
    marker.on('add', () => {
      const el = marker.getElement()
      el?.setAttribute('role', 'button')
      el?.setAttribute('aria-label', m.label)
    })
    byId.set(m.id, marker)
    cluster.addLayer(marker)
  }
  map.addLayer(cluster)
  const bounds = L.latLngBounds(markers.map((m) => [m.lat, m.lng] as L.LatLngTuple))
  if (markers.length > 0) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 14 })
  else map.setView(CYPRUS_CENTRE, CYPRUS_ZOOM)

  return {
    reveal(id) {
      const marker = byId.get(id)
      if (!marker) return
      cluster.zoomToShowLayer(marker, () => {
        marker.openPopup()
        marker.getElement()?.focus()
      })
    },
    destroy() {
      map.remove()
    },
  }
}

// Built from DOM nodes, never from HTML strings: business names are data.
function popupContent(m: MapMarker): HTMLElement {
  const box = document.createElement('div')
  const link = document.createElement('a')
  link.href = m.href
  link.textContent = m.label
  const detail = document.createElement('p')
  detail.textContent = m.detail
  box.append(link, detail)
  return box
}

function escapeAttribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}
