import { existsSync } from 'node:fs'
import { DataDirLockedError } from '../db/data-dir-lock'
import { cliConfig } from '../maintenance/cli-config'
import { restoreEmbeddedBackup, restoreServerBackup } from './backup'

// `npm run restore -- file`: a pg_dump file into DATABASE_URL, or a tar.gz into DATA_DIR (with the portal stopped).
const config = cliConfig()
const file = process.argv[2]
if (!file || !existsSync(file)) {
  console.error('Usage: npm run restore -- <backup file>')
  process.exit(2)
}
if (config.databaseUrl) {
  await restoreServerBackup(config.databaseUrl, file)
  console.log(`Restored ${file} into the PostgreSQL database; the portal migrates it at its next start.`)
} else {
  try {
    const keptAs = await restoreEmbeddedBackup(config.dataDir, file)
    console.log(
      `Restored ${file} into ${config.dataDir}.${keptAs ? ` The database it replaced is kept in ${keptAs}.` : ''}`,
    )
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    // A restore replaces the files the running server has open: it cannot go through the server.
    console.error(`${error.message}\nStop the portal before restoring a backup into its DATA_DIR.`)
    process.exit(1)
  }
}
