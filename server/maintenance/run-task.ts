import type { ServerConfig } from '../config'
import { databaseOptionsFromConfig } from '../config'
import { connectDatabase, type Database } from '../db/connect'
import { DataDirLockedError } from '../db/data-dir-lock'
import { isMaintenanceSocketPresent, postToServer } from './maintenance-socket'
import type { MaintenanceTasks, Task, TaskName } from './tasks'

type Settings = Pick<ServerConfig, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>

/**
 * Runs a CLI's task on the configured database. When a running server holds the embedded database (the DATA_DIR
 * lock), the task goes to that server, which runs the same function, instead of failing or opening the files twice.
 */
export async function runTask<T extends TaskName>(
  settings: Settings,
  task: T,
  run: Task<T>,
  input: MaintenanceTasks[T]['input'],
): Promise<MaintenanceTasks[T]['output']> {
  const database = await openOrNull(settings)
  if (!database) return viaServer(settings.dataDir, task, input)
  try {
    return await run(database.db, input, (message) => console.error(message))
  } finally {
    await database.close()
  }
}

/** The database, or null when a running server holds the embedded one (its work then goes through that server). */
export async function openOrNull(settings: Settings): Promise<Database | null> {
  try {
    return await connectDatabase(databaseOptionsFromConfig(settings))
  } catch (error) {
    if (error instanceof DataDirLockedError && isMaintenanceSocketPresent(settings.dataDir)) return null
    throw error
  }
}

/** Sends the task to the running server; resolves with its output (JSON). */
export async function viaServer<T extends TaskName>(
  dataDir: string,
  task: T,
  input: MaintenanceTasks[T]['input'],
): Promise<MaintenanceTasks[T]['output']> {
  const body: unknown = JSON.parse((await post(dataDir, task, input)).toString('utf8'))
  // Our own server's answer to our own task: the shape is the task's output.
  return body as MaintenanceTasks[T]['output']
}

/** The running server's answer to a task, as bytes (`backup` answers with a tar.gz). */
export function post(dataDir: string, task: string, input: unknown): Promise<Buffer> {
  console.error(`The portal is running with this DATA_DIR: the ${task} runs inside it.`)
  return postToServer(dataDir, task, input)
}
