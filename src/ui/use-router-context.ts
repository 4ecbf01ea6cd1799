import { useRouteContext } from '@tanstack/react-router'
import type { Ports } from '@/ports'
import type { RouterContext } from './router-context'

/** The router context from anywhere below the root route, including the shell and error pages. */
export function useAppContext(): RouterContext {
  return useRouteContext({ from: '__root__' })
}

export function usePorts(): Ports {
  return useAppContext().ports
}
