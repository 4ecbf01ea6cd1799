import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { GeoPoint } from '@domain/business/business'
import { useLatest } from '../../chat/use-assistant-chat'
import type { PinHandle } from '../../map/leaflet-pin'
import { businessMapQuery } from '../../../queries/businesses'
import { usePorts } from '../../../use-router-context'

/** The map's tiles come with the map points; one point is enough to learn them. */
const TILES_PROBE = 1

/** The business's pin on the map (mouse and touch); the latitude and longitude fields are the keyboard's way. */
export function PinMap({
  point,
  label,
  onMove,
}: {
  point: GeoPoint
  label: string
  onMove(p: GeoPoint): void
}) {
  const element = useRef<HTMLDivElement>(null)
  const handle = useRef<PinHandle | null>(null)
  const moved = useLatest(onMove)
  const { data, isPending } = useQuery(businessMapQuery(usePorts().businesses, {}, TILES_PROBE))
  const tiles = data?.tiles ?? null

  useEffect(() => {
    if (isPending || !element.current) return
    let isCancelled = false
    const target = element.current
    void import('../../map/leaflet-pin').then(({ createPinMap }) => {
      if (isCancelled) return
      handle.current = createPinMap(target, point, tiles, label, (p) => moved.current(p))
    })
    return () => {
      isCancelled = true
      handle.current?.destroy()
      handle.current = null
    }
    // The map is built once per mount; later moves go through moveTo below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isPending, tiles, label])

  useEffect(() => {
    handle.current?.moveTo(point)
  }, [point])

  return <div ref={element} className="pin-map" role="region" aria-label={label} />
}
