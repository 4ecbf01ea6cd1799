import { useQuery } from '@tanstack/react-query'
import type { ModerationPort } from '@/ports'
import { usePorts } from '../../use-router-context'

// Only photos an owner uploaded are stored with an id that a report can name; imported listing images are not.
const UPLOADED = '/media/uploads/'

/**
 * The id of each gallery image that can be reported, by its address; asked only when the gallery shows uploaded
 * photos, so most listings cost no request.
 */
export function useReportablePhotos(
  businessId: number | undefined,
  images: readonly string[],
): Map<string, number> {
  const { moderation } = usePorts()
  const hasUploads = businessId !== undefined && images.some((src) => src.startsWith(UPLOADED))
  const query = useQuery({
    ...publicPhotosQuery(moderation, businessId ?? 0),
    enabled: hasUploads,
  })
  return new Map((query.data ?? []).map((photo) => [photo.url, photo.id]))
}

function publicPhotosQuery(moderation: ModerationPort, businessId: number) {
  return {
    queryKey: ['business-photos', businessId] as const,
    queryFn: () => moderation.businessPhotos(businessId),
    staleTime: 5 * 60 * 1000,
    retry: false,
  }
}
