import { cliConfig } from '../maintenance/cli-config'
import { openOrNull, post } from '../maintenance/run-task'
import { writeEmbeddedBackup, writeServerBackup } from './backup'

// `npm run backup -- [file]`: pg_dump for DATABASE_URL; the embedded database's files as a tar.gz otherwise, through
// the running server when it holds DATA_DIR (docs/operations.md).
const config = cliConfig()
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const file = process.argv[2] ?? `portal-backup-${stamp}.${config.databaseUrl ? 'dump' : 'tar.gz'}`
if (config.databaseUrl) {
  await writeServerBackup(config.databaseUrl, file)
  console.log(`Backed up the PostgreSQL database to ${file} (pg_dump custom format).`)
} else {
  const database = await openOrNull(config)
  const dump = database?.dumpDataDir
  const size = dump
    ? await writeEmbeddedBackup(dump, file).finally(() => database.close())
    : await writeEmbeddedBackup(
        async () => new Blob([new Uint8Array(await post(config.dataDir, 'backup', {}))]),
        file,
      )
  console.log(`Backed up the embedded database to ${file} (${(size / 1e6).toFixed(1)} MB).`)
}
