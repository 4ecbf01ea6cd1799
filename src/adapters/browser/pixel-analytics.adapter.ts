import type { AnalyticsPort } from '@/ports'

/** The social pixel's command queue, as its own snippet defines it before the script arrives. */
export type PixelQueue = ((...args: unknown[]) => void) & { queue: unknown[][]; loaded: boolean }

declare global {
  interface Window {
    fbq?: PixelQueue
  }
}

/** Page views and events for the pixel, once it is there (after consent); before that nothing is recorded. */
export function createPixelAnalytics(host: { fbq?: PixelQueue }): AnalyticsPort {
  return {
    pageView: () => host.fbq?.('track', 'PageView'),
    event: ({ type, businessId }) => host.fbq?.('trackCustom', type, { business_id: businessId }),
  }
}
