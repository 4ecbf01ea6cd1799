import type { QueryClient } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import type { Ports } from '@/ports'

/** What every route's loader, head and component can reach through the router. */
export type RouterContext = {
  queryClient: QueryClient
  ports: Ports
  /** This router's own i18next instance (one per request on the server). */
  i18n: I18n
  /** The portal's public origin (no trailing slash), for canonical and shared URLs. */
  publicOrigin: string
}
