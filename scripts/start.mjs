// `npm start`: build only when the build is missing or older than its sources, then run the compiled server with
// plain `node` in this same process (signals, exit codes and logs are the server's own).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { isBuildCurrent } from './build-freshness.mjs'

const canBuild = existsSync('node_modules/vite') && existsSync('node_modules/esbuild')
if (!isBuildCurrent()) {
  if (canBuild) {
    console.log('Building the portal (the sources changed since the last build)…')
    const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' })
    if (build.status !== 0) process.exit(build.status ?? 1)
  } else if (existsSync('dist/api/main.js')) {
    // An install without development dependencies (npm ci --omit=dev) runs the build it was given.
    console.warn('The build tools are not installed; starting the existing build in dist/.')
  } else {
    console.error(
      'There is no build in dist/ and the build tools are not installed: run `npm install && npm run build`.',
    )
    process.exit(1)
  }
}

await import(pathToFileURL('dist/api/main.js').href)
