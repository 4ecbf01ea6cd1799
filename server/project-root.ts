import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The repository root: where package.json, openapi/, the migrations and dist/ are. Found by walking up from this
 * module, so the same code works from the sources (server/) and from the compiled server (dist/api/).
 */
export const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)))

function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(resolve(dir, 'package.json')) && existsSync(resolve(dir, 'openapi'))) return dir
    if (dirname(dir) === dir) throw new Error(`no project root above ${from}`)
  }
}
