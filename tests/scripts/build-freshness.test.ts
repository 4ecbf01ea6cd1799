import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUILD_STAMP, isBuildCurrent } from '../../scripts/build-freshness.mjs'

/** A project tree with one source file and, optionally, a finished build; times in seconds since the epoch. */
function project({ sourceAt, builtAt }: { sourceAt: number; builtAt: number | null }) {
  const root = mkdtempSync(join(tmpdir(), 'portal-build-'))
  mkdirSync(join(root, 'server/routes'), { recursive: true })
  const source = join(root, 'server/routes/businesses.ts')
  writeFileSync(source, 'export {}\n')
  for (const path of [join(root, 'server/routes'), join(root, 'server'), source])
    utimesSync(path, sourceAt, sourceAt)
  if (builtAt !== null) {
    mkdirSync(join(root, 'dist'), { recursive: true })
    writeFileSync(join(root, BUILD_STAMP), 'built\n')
    utimesSync(join(root, BUILD_STAMP), builtAt, builtAt)
  }
  return root
}

describe('npm start builds only when it must', () => {
  it('builds when there is no finished build', () => {
    expect(isBuildCurrent(project({ sourceAt: 1_000, builtAt: null }))).toBe(false)
  })

  it('builds when a source changed after the last build', () => {
    expect(isBuildCurrent(project({ sourceAt: 2_000, builtAt: 1_000 }))).toBe(false)
  })

  it('starts the existing build when every source is older', () => {
    expect(isBuildCurrent(project({ sourceAt: 1_000, builtAt: 2_000 }))).toBe(true)
  })
})
