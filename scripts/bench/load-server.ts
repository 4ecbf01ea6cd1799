import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq, sql } from 'drizzle-orm'
import { buildApp } from '../../server/app'
import { connectDatabase, databaseOptionsFromEnv } from '../../server/db/connect'
import { businesses } from '../../server/db/schema'
import { asyncStandardOutput } from '../../server/log-destination'
import { seedPortal } from '../../server/seed/seed-portal'
import { registerAppRendering } from '../../server/ssr/register-app-rendering'

// The portal as `npm start` runs it (production build, request logging, demo data), started by bench:load in a
// child process. The one addition: the parent can ask for a write over the IPC channel, so the benchmark can
// invalidate public data without an account (the API's own writes are rate-limited per account and per day).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const port = Number(process.env.PORT)
const database = await connectDatabase(databaseOptionsFromEnv(process.env))
await seedPortal(database.db)
const app = await buildApp(
  {
    db: database.db,
    databaseKind: database.kind,
    dataVersion: database.dataVersion,
    clock: () => new Date(),
    weather: null,
    transcriber: null,
    publicUrl: `http://127.0.0.1:${port}`,
    version: 'bench',
  },
  {
    logger: { level: process.env.LOG_LEVEL ?? 'info', stream: asyncStandardOutput() },
    renderPages: (instance) =>
      registerAppRendering(instance, { isProduction: true, root, publicUrl: `http://127.0.0.1:${port}` }),
  },
)
await app.listen({ port, host: '127.0.0.1' })

export type WriteMessage = { type: 'write'; businessId: number }

process.on('message', async (message: WriteMessage) => {
  if (message.type !== 'write') return
  // A change every public read of the business shows: one more review at the same rating.
  await database.db
    .update(businesses)
    .set({ reviewCount: sql`${businesses.reviewCount} + 1` })
    .where(eq(businesses.id, message.businessId))
  process.send?.({ type: 'written' })
})
process.send?.({ type: 'ready' })
process.once('SIGTERM', async () => {
  await app.close()
  await database.close()
  process.exit(0)
})
