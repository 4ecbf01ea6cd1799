// `npm run build`'s last step: the server compiled once into dist/api/, so `npm start` runs plain `node` with no
// TypeScript at run time. npm packages stay outside the bundle (node_modules is there at run time); the project's
// own code, the shared kernel (@domain/…) and the content (@content/…) are bundled, resolved through tsconfig's paths.
import { readFileSync, writeFileSync } from 'node:fs'
import { build } from 'esbuild'
import { parse } from 'yaml'

await build({
  entryPoints: {
    main: 'server/main.ts',
    'create-admin-cli': 'server/accounts/create-admin-cli.ts',
    'seed-cli': 'server/seed/cli.ts',
    'import-cli': 'server/import/import-cli.ts',
    'export-cli': 'server/import/export-cli.ts',
    'backup-cli': 'server/backup/backup-cli.ts',
    'restore-cli': 'server/backup/restore-cli.ts',
  },
  outdir: 'dist/api',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
  // Error stacks read as TypeScript positions with `node --enable-source-maps`.
  legalComments: 'none',
})

// The contract as JSON: the server reads it at start instead of parsing the YAML (server/contract.ts).
writeFileSync('dist/api/portal.json', JSON.stringify(parse(readFileSync('openapi/portal.yaml', 'utf8'))))

// The build's last step: `npm start` compares this file's time with the sources' to decide whether to build again.
writeFileSync('dist/.build-complete', `${new Date().toISOString()}\n`)
