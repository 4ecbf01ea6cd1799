import { useSession } from '../../../session/session-context'

/**
 * The signed-in admin's id, for the back office's cache keys (figures fetched for one session are never shown to
 * the next one on this browser). The /admin frame renders its pages only for a signed-in admin.
 */
export function useAdminId(): string {
  return useSession().user?.id ?? ''
}
