import type { HandlerDeps } from '../deps'
import { signedInUser } from '../plugins/auth'
import { listDevices, sessionIdleMs, signOutDevice } from '../services/auth/sessions'
import type { OperationHandlers } from '../operation'

/** The signed-in user's devices: every live session, and signing one of them out. */
export function createSessionHandlers({ db, clock, sessionIdleDays }: HandlerDeps): OperationHandlers {
  return {
    async listSessions({ request, reply }) {
      const { user, sessionId } = signedInUser(request)
      const devices = await listDevices(
        db,
        { userId: user.id, sessionId },
        { now: clock(), idleMs: sessionIdleMs(sessionIdleDays) },
      )
      reply.header('cache-control', 'no-store')
      return { success: true, data: devices }
    },

    async revokeSession({ path, request }) {
      const { user } = signedInUser(request)
      await signOutDevice(db, user.id, path.id, clock())
      return { success: true, message: 'That device is signed out.' }
    },
  }
}
