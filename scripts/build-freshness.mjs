import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Written by the build's last step (scripts/build-server.mjs). */
export const BUILD_STAMP = 'dist/.build-complete'
/** What the build reads; a change to any of them makes the build stale. */
export const BUILD_SOURCES = [
  'src',
  'server',
  'openapi',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'public',
]

function newestChange(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)))
  return newest
}

/** Whether the build in `root`/dist is complete and newer than every source it was built from. */
export function isBuildCurrent(root = '.') {
  const stamp = join(root, BUILD_STAMP)
  if (!existsSync(stamp)) return false
  const built = statSync(stamp).mtimeMs
  return BUILD_SOURCES.every((source) => newestChange(join(root, source)) <= built)
}
