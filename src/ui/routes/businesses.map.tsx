import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { MAP_POINTS_LIMIT } from '@domain/paging/page-sizes'
import { pickLocale, pickText } from '@domain/i18n/localized-text'
import { filtersOf, type BusinessQuery } from '@domain/search/business-query'
import { parseBusinessSearch, toBusinessQuery, toBusinessSearch } from '@domain/search/business-search-params'
import type { BusinessMap, BusinessMapPoint } from '@domain/business/business-map'
import { loadErrorFor } from '../components/load-error'
import type { MapHandle } from '../components/map/leaflet-map'
import { formatRating } from '../format/format'
import { useLocale } from '../i18n/use-locale'
import { useT } from '../i18n/use-t'
import { pageHead } from '../page-head'
import { businessMapQuery } from '../queries/businesses'
import type { RouterContext } from '../router-context'

// The businesses the listing would show for the same search params, on a map with clusters: the map is the
// listing's other view, so it reads and links with the listing's URL.
export const Route = createFileRoute('/businesses/map')({
  validateSearch: parseBusinessSearch,
  loaderDeps: ({ search }) => toBusinessQuery(search),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(mapQuery(context, deps)),
  head: ({ match }) =>
    pageHead(match, 'map.title', {
      trail: [{ name: match.context.i18n.t('businesses.title'), path: '/businesses' }],
    }),
  errorComponent: loadErrorFor('error.businesses'),
  component: BusinessMapPage,
})

function mapQuery({ ports }: Pick<RouterContext, 'ports'>, query: BusinessQuery) {
  return businessMapQuery(ports.businesses, filtersOf(query), MAP_POINTS_LIMIT)
}

function BusinessMapPage() {
  const t = useT()
  const query = toBusinessQuery(Route.useSearch())
  const context = Route.useRouteContext()
  const { data } = useSuspenseQuery(mapQuery(context, query))
  const [map, setMap] = useState<MapHandle | null>(null)
  return (
    <div className="page container">
      <h1>{t('map.title')}</h1>
      <p className="lead">{t('map.intro')}</p>
      <p>
        <Link to="/businesses" search={toBusinessSearch(query)}>
          {t('map.backToList')}
        </Link>
      </p>
      <p className="list-count" role="status">
        {data.points.length < data.total || data.isTotalCapped
          ? t('map.showing', {
              shown: data.points.length,
              total: data.isTotalCapped ? `${data.total}+` : data.total,
            })
          : t('businesses.total', { count: data.total })}
      </p>
      <div className="business-map">
        <MapCanvas data={data} onReady={setMap} />
        <PointList points={data.points} map={map} />
      </div>
    </div>
  )
}

/** The Leaflet map, created in the browser only: the server renders an empty, labelled region. */
function MapCanvas({ data, onReady }: { data: BusinessMap; onReady: (map: MapHandle | null) => void }) {
  const t = useT()
  const locale = useLocale()
  const element = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<'loading' | 'ready' | 'tilesFailed'>('loading')

  useEffect(() => {
    const target = element.current
    if (!target) return
    let handle: MapHandle | null = null
    let isCancelled = false
    const markers = data.points.map((p) => ({
      id: p.id,
      lat: p.lat,
      lng: p.lng,
      label: pickText(p.name, locale),
      href: `/${p.slug}`,
      detail: markerDetail(p, locale, t),
    }))
    void import('../components/map/leaflet-map').then(async ({ createLeafletMap }) => {
      if (isCancelled) return
      handle = await createLeafletMap(
        target,
        markers,
        data.tiles,
        { cluster: (count) => t('map.cluster', { count }) },
        () => setStatus('tilesFailed'),
      )
      if (isCancelled) return handle.destroy()
      setStatus((current) => (current === 'loading' ? 'ready' : current))
      onReady(handle)
    })
    return () => {
      isCancelled = true
      handle?.destroy()
      onReady(null)
    }
  }, [data, locale, t, onReady])

  return (
    <div>
      <div ref={element} className="business-map__canvas" role="region" aria-label={t('map.region')} />
      <p aria-live="polite" className="field-hint">
        {status === 'loading'
          ? t('map.loading')
          : status === 'tilesFailed' || !data.tiles
            ? t('map.noTiles')
            : ''}
      </p>
    </div>
  )
}

/** The same businesses as a list: links to their pages, and a button that shows each one on the map. */
function PointList({ points, map }: { points: BusinessMapPoint[]; map: MapHandle | null }) {
  const t = useT()
  const locale = useLocale()
  return (
    <section aria-labelledby="map-list-heading">
      <h2 id="map-list-heading">{t('map.list')}</h2>
      <ul className="business-map__list">
        {points.map((p) => {
          const name = pickText(p.name, locale)
          return (
            <li key={p.id}>
              <span>
                <Link
                  to="/$businessSlug"
                  params={{ businessSlug: p.slug }}
                  lang={pickLocale(p.name, locale) ?? undefined}
                >
                  {name}
                </Link>
                <br />
                <span className="field-hint">{markerDetail(p, locale, t)}</span>
              </span>
              <button
                type="button"
                className="button button--ghost"
                disabled={!map}
                onClick={() => map?.reveal(p.id)}
                aria-label={t('map.showOnMap', { name })}
              >
                {t('map.link')}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function markerDetail(p: BusinessMapPoint, locale: ReturnType<typeof useLocale>, t: ReturnType<typeof useT>) {
  const rating = t('business.rating', { rating: formatRating(p.rating, locale) })
  return p.category ? `${pickText(p.category.name, locale)} · ${rating}` : rating
}
