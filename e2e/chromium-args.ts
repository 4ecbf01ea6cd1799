// Toolchain note: Debian's Chromium; without the background-networking flags it tries to reach the internet.
// The end-to-end tests and the browser benchmarks launch it with the same flags.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
