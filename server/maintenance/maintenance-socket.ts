import { existsSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'

const SOCKET_FILE = 'maintenance.sock'

/** Where a running server takes the CLIs' work: a Unix socket in DATA_DIR, which the network cannot reach. */
export function maintenanceSocketPath(dataDir: string): string {
  return join(dataDir, SOCKET_FILE)
}

export function isMaintenanceSocketPresent(dataDir: string): boolean {
  return existsSync(maintenanceSocketPath(dataDir))
}

/** Sends a task to the running server over its socket; resolves with the answer's bytes, rejects on any non-2xx. */
export function postToServer(dataDir: string, task: string, input: unknown): Promise<Buffer> {
  const body = JSON.stringify(input)
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        socketPath: maintenanceSocketPath(dataDir),
        // One request per connection: nothing of the CLI's is left open once the answer is in.
        agent: false,
        method: 'POST',
        path: `/internal/maintenance/${encodeURIComponent(task)}`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const answer = Buffer.concat(chunks)
          const status = response.statusCode ?? 0
          if (status >= 200 && status < 300) resolve(answer)
          else reject(new Error(`The running portal answered ${status}: ${answer.toString()}`))
        })
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}
