import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../db/connect'
import {
  isTaskName,
  type MaintenanceTasks,
  type Task,
  type TaskName,
  type TaskTable,
} from '../maintenance/tasks'

// An import of 100,000 businesses is about 100 MB of JSON.
const MAINTENANCE_BODY_LIMIT = 1024 * 1024 * 1024

export type MaintenanceDeps = {
  db: Db
  tasks: TaskTable
  /** The secret written to DATA_DIR/maintenance.json (0600): whoever can read it may run admin work. */
  token: string
  /** The embedded database as a tar.gz (PGlite's dumpDataDir), for `npm run backup` beside the server. */
  dumpDataDir: () => Promise<Blob>
}

/**
 * POST /internal/maintenance/{task}: the CLIs' work (create-admin, seed, import, export, backup) while this server
 * holds the embedded database. Not part of the API contract: only a process of the same user on the same machine
 * reaches it (the token file's mode, and loopback only), and it answers 404 to everyone else.
 */
export function registerMaintenanceRoutes(app: FastifyInstance, deps: MaintenanceDeps): void {
  const expected = Buffer.from(`Bearer ${deps.token}`)
  const isAllowed = (request: FastifyRequest) => {
    const given = Buffer.from(request.headers.authorization ?? '')
    const isLoopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.socket.remoteAddress ?? '')
    return isLoopback && given.length === expected.length && timingSafeEqual(given, expected)
  }
  app.post<{ Params: { task: string } }>(
    '/internal/maintenance/:task',
    { bodyLimit: MAINTENANCE_BODY_LIMIT },
    async (request, reply) => {
      const task = request.params.task
      if (!isAllowed(request) || !(isTaskName(deps.tasks, task) || task === 'backup'))
        return reply.code(404).send({ success: false, error: 'Not found.', code: 'NOT_FOUND' })
      request.log.info({ task }, 'Maintenance task from the command line')
      if (task === 'backup') {
        const dump = await deps.dumpDataDir()
        return reply.type('application/gzip').send(Buffer.from(await dump.arrayBuffer()))
      }
      return runTask(deps.tasks, deps.db, task, request.body, (message) =>
        request.log.info({ task }, message),
      )
    },
  )
}

function runTask<T extends TaskName>(
  tasks: TaskTable,
  db: Db,
  task: T,
  body: unknown,
  progress: (message: string) => void,
): Promise<MaintenanceTasks[T]['output']> {
  const run: Task<T> = tasks[task]
  // The body comes from our own CLI, which holds the token; it is the task's input as runTask() sent it.
  return run(db, body as MaintenanceTasks[T]['input'], progress)
}
