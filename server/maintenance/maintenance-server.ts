import { chmodSync, rmSync } from 'node:fs'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { registerMaintenanceRoutes, type MaintenanceDeps } from '../routes/maintenance'
import { maintenanceSocketPath } from './maintenance-socket'

// An import of 100,000 businesses is about 100 MB of JSON; only the portal's own user can send it.
const MAINTENANCE_BODY_LIMIT = 1024 * 1024 * 1024
// sun_path holds 108 bytes on Linux and 104 on macOS, its terminating zero included.
const MAX_SOCKET_PATH_BYTES = 103

/**
 * Serves the maintenance tasks on DATA_DIR/maintenance.sock (0600, in a 0700 DATA_DIR): connecting needs the
 * portal user's rights, which could read the database files anyway, so it grants nothing new. Call it only while
 * holding the DATA_DIR lock: a socket file already there is then a crashed server's, and is replaced. Resolves
 * with null when DATA_DIR's path is too long for a socket (the CLIs then ask to stop the portal).
 */
export async function listenForMaintenance(
  dataDir: string,
  deps: MaintenanceDeps,
  log: FastifyBaseLogger,
): Promise<FastifyInstance | null> {
  const path = maintenanceSocketPath(dataDir)
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH_BYTES) {
    log.warn(
      { path },
      'DATA_DIR is too long a path for the maintenance socket: the CLIs cannot reach this server',
    )
    return null
  }
  const server = Fastify({
    loggerInstance: log.child({ listener: 'maintenance' }),
    bodyLimit: MAINTENANCE_BODY_LIMIT,
  })
  registerMaintenanceRoutes(server, deps)
  rmSync(path, { force: true })
  await server.listen({ path })
  // DATA_DIR's 0700 already keeps other users out; the socket's own mode says so where it is checked.
  chmodSync(path, 0o600)
  return server
}
