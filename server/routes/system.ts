import type { AppDeps } from '../deps'
import { HttpError } from '../http-error'
import type { OperationHandlers } from '../operation'
import { databaseReadiness } from '../services/metrics/readiness'

const startedAt = Date.now()

/** The `system` tag: liveness (the process answers) and readiness (the database answers, fully migrated). */
export function createSystemHandlers({ db, databaseKind, version }: AppDeps): OperationHandlers {
  return {
    getHealth: async () => ({
      success: true,
      status: 'ok',
      database: databaseKind,
      version,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    }),

    async getReadiness() {
      const migrations = await databaseReadiness(db)
      if (!migrations) throw notReady('The database does not answer.')
      if (migrations.applied < migrations.expected)
        throw notReady(`The database has ${migrations.applied} of ${migrations.expected} migrations applied.`)
      return { success: true, status: 'ready', database: databaseKind, migrations }
    },
  }
}

function notReady(message: string): HttpError {
  return new HttpError(503, 'NOT_READY', message)
}
