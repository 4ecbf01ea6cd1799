import type { AnalyticsPort } from '@/ports'

export type DataLayerEvent = Record<string, unknown>

declare global {
  interface Window {
    /** The tag-manager queue (spec §7: an analytics tag); created on first use. */
    dataLayer?: DataLayerEvent[]
  }
}

export type DataLayerHost = Pick<Window, 'dataLayer'>

/**
 * Tag-manager style: page views and events are pushed onto `window.dataLayer`, a plain array in the page. The
 * tag manager's script, loaded only after consent (third-party-tags.adapter.ts), reads it from there.
 */
export function createDataLayerAnalytics(host: DataLayerHost): AnalyticsPort {
  return {
    pageView({ path, query }) {
      host.dataLayer ??= []
      host.dataLayer.push({ event: 'page_view', page_path: path, page_query: query })
    },
    event({ type, businessId, path }) {
      host.dataLayer ??= []
      host.dataLayer.push({ event: type, business_id: businessId, page_path: path })
    },
  }
}
