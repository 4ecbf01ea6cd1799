import { sql } from 'drizzle-orm'
import { createAdmin, type AdminOutcome } from '../accounts/create-admin'
import { loadContract } from '../contract'
import type { Db } from '../db/db'
import type { SourceRow } from '../import/business-csv'
import type { BusinessRecord } from '../import/business-record'
import { exportRecords } from '../import/export-businesses'
import { importBusinesses, type ImportReport } from '../import/import-businesses'

/**
 * The work of the command-line tools, by name, with JSON input and output. A CLI runs it on the database itself,
 * or, when a running server holds the embedded database, sends it to that server (server/maintenance/), which
 * runs the very same function: one definition either way.
 */
export type MaintenanceTasks = {
  'create-admin': { input: { email: string; name: string; password?: string }; output: AdminOutcome }
  seed: {
    input: { businessCount: number; reset: boolean }
    output: { applied: boolean; counts: Record<string, number> }
  }
  import: { input: { rows: SourceRow[] }; output: ImportReport }
  export: { input: Record<string, never>; output: BusinessRecord[] }
}
export type TaskName = keyof MaintenanceTasks

export type Task<T extends TaskName> = (
  db: Db,
  input: MaintenanceTasks[T]['input'],
  progress: (message: string) => void,
) => Promise<MaintenanceTasks[T]['output']>

export type TaskTable = { [T in TaskName]: Task<T> }

/**
 * Every task but the seed, which server/seed/seed-task.ts defines (runtime code does not import the demo data;
 * main.ts and the seed CLI add it).
 */
export const MAINTENANCE_TASKS: Omit<TaskTable, 'seed'> = {
  'create-admin': (db, input) => createAdmin(db, input, new Date()),
  async import(db, { rows }, progress) {
    const report = await importBusinesses(db, rows, {
      contract: loadContract(),
      onProgress: (done, total) => progress(`${done} of ${total} checked rows written`),
    })
    if (report.imported > 0) await db.execute(sql`analyze businesses`)
    return report
  },
  async export(db) {
    const records: BusinessRecord[] = []
    for await (const record of exportRecords(db)) records.push(record)
    return records
  },
}

export function isTaskName(tasks: TaskTable, name: unknown): name is TaskName {
  return typeof name === 'string' && Object.hasOwn(tasks, name)
}
