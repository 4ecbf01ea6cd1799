import { useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { BusinessEventType } from '@domain/analytics/business-event'
import { usePorts } from '../use-router-context'

/** Reports what a visitor did with a business, with the page it happened on. */
export function useBusinessEvent(businessId: number) {
  const { analytics } = usePorts()
  const path = useRouterState({ select: (state) => state.location.pathname })
  return useCallback(
    (type: BusinessEventType) => analytics.event({ type, businessId, path }),
    [analytics, businessId, path],
  )
}
