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
 * Tag-manager style: page views are pushed onto `window.dataLayer`, where a tag manager picks them up once the
 * site owner adds one. No third-party script is loaded here.
 */
export function createDataLayerAnalytics(host: DataLayerHost): AnalyticsPort {
  return {
    pageView({ path, query }) {
      host.dataLayer ??= []
      host.dataLayer.push({ event: 'page_view', page_path: path, page_query: query })
    },
  }
}
