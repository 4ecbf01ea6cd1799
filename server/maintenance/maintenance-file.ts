import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where a running server tells the CLIs how to reach it: the address and a secret only DATA_DIR's owner reads. */
export type MaintenanceAccess = { url: string; token: string }

const FILE = 'maintenance.json'

export function writeMaintenanceAccess(dataDir: string, access: MaintenanceAccess): void {
  // 0600 like the database's files: the token runs admin work, so only the portal's user may read it.
  writeFileSync(join(dataDir, FILE), JSON.stringify(access), { mode: 0o600 })
}

export function readMaintenanceAccess(dataDir: string): MaintenanceAccess | null {
  try {
    const value: unknown = JSON.parse(readFileSync(join(dataDir, FILE), 'utf8'))
    if (typeof value !== 'object' || value === null) return null
    const { url, token } = value as Record<string, unknown> // checked field by field below
    return typeof url === 'string' && typeof token === 'string' ? { url, token } : null
  } catch {
    return null
  }
}

export function removeMaintenanceAccess(dataDir: string): void {
  rmSync(join(dataDir, FILE), { force: true })
}
