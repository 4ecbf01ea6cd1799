import { resolve } from 'node:path'
import { build } from 'vite'

// The floor is built by the portal's own toolchain: the project's vite.config.ts (its plugins, aliases and chunk
// groups) with the floor's entries in place of the portal's, into dist/floor/ (never part of the shipped portal).
const CLIENT_ENTRY = 'scripts/bench/floor/entry-client.tsx'
const SERVER_ENTRY = 'scripts/bench/floor/entry-server.tsx'

export const FLOOR_CLIENT_ENTRY = CLIENT_ENTRY

/**
 * Builds the floor's client and server bundles under `root`/dist/floor; `sourcemap: 'hidden'` writes the client's
 * source maps beside its chunks without naming them in the code, so a profile can name its functions (cpu-profile.ts).
 */
export async function buildFloor(root: string, options: { sourcemap?: 'hidden' } = {}): Promise<void> {
  const configFile = resolve(root, 'vite.config.ts')
  await build({
    root,
    configFile,
    logLevel: 'warn',
    build: {
      outDir: 'dist/floor/client',
      sourcemap: options.sourcemap ?? false,
      rollupOptions: { input: CLIENT_ENTRY },
    },
  })
  await build({
    root,
    configFile,
    logLevel: 'warn',
    build: { ssr: SERVER_ENTRY, outDir: 'dist/floor/server', rollupOptions: { input: SERVER_ENTRY } },
  })
}
