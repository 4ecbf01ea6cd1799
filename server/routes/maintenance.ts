import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'
import {
  isTaskName,
  type MaintenanceTasks,
  type Task,
  type TaskName,
  type TaskTable,
} from '../maintenance/tasks'

export type MaintenanceDeps = {
  db: AppDeps['db']
  tasks: TaskTable
  /** The embedded database as a tar.gz (PGlite's dumpDataDir), for `npm run backup` beside the server. */
  dumpDataDir: () => Promise<Blob>
}

/**
 * POST /internal/maintenance/{task}: the CLIs' work (create-admin, seed, import, export, backup) while this server
 * holds the embedded database. Not part of the API contract, and never on the public listener: only on the Unix
 * socket of server/maintenance/maintenance-socket.ts, whose file mode already proves the caller is the portal's
 * user, so there is no token to check here.
 */
export function registerMaintenanceRoutes(app: FastifyInstance, deps: MaintenanceDeps): void {
  app.post<{ Params: { task: string } }>('/internal/maintenance/:task', async (request, reply) => {
    const task = request.params.task
    if (!(isTaskName(deps.tasks, task) || task === 'backup'))
      return reply.code(404).send({ success: false, error: 'Not found.', code: 'NOT_FOUND' })
    request.log.info({ task }, 'Maintenance task from the command line')
    if (task === 'backup') {
      const dump = await deps.dumpDataDir()
      return reply.type('application/gzip').send(Buffer.from(await dump.arrayBuffer()))
    }
    return runTask(deps.tasks, deps.db, task, request.body, (message) => request.log.info({ task }, message))
  })
}

function runTask<T extends TaskName>(
  tasks: TaskTable,
  db: AppDeps['db'],
  task: T,
  body: unknown,
  progress: (message: string) => void,
): Promise<MaintenanceTasks[T]['output']> {
  const run: Task<T> = tasks[task]
  // The body comes from our own CLI, the only kind of caller the socket's mode lets in; it is the task's input.
  return run(db, body as MaintenanceTasks[T]['input'], progress)
}
