import { queryOptions } from '@tanstack/react-query'
import type { SpeechPort } from '@/ports'

/** The cache key of the server's speech status. */
export const speechKeys = {
  status: () => ['speech', 'status'] as const,
}

/** Whether the server transcribes recordings: asked once per page visit and shared by every voice field. */
export function speechStatusQuery(speech: SpeechPort) {
  return queryOptions({
    queryKey: speechKeys.status(),
    queryFn: () => speech.serverStatus(),
    staleTime: Infinity,
  })
}
