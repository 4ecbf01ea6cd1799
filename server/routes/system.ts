import type { AppDeps } from '../deps'
import type { OperationHandlers } from './operation'

const startedAt = Date.now()

/** GET /api/health: what answers, on which database, for how long. */
export function createSystemHandlers({ databaseKind, version }: AppDeps): OperationHandlers {
  return {
    getHealth: async () => ({
      success: true,
      status: 'ok',
      database: databaseKind,
      version,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    }),
  }
}
