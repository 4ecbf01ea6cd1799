import { defineConfig, devices } from '@playwright/test'
import { E2E_ADMIN } from './e2e/admin-account'
import { CHROMIUM_ARGS } from './e2e/chromium-args'

const PORT = Number(process.env.E2E_PORT ?? 3100)
// A local stand-in for the optional outside services, and a second portal configured with the
// third-party tags (so the consent banner appears only in the journeys that test it).
const FAKE_THIRD_PARTY_PORT = PORT + 1
const TAGGED_PORTAL_PORT = PORT + 2
const fake = `http://127.0.0.1:${FAKE_THIRD_PARTY_PORT}`

const chromiumArgs = CHROMIUM_ARGS

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output folder at start: keep it apart from the other reports in test-results/.
  outputDir: 'test-results/playwright-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Long journeys (the browse walk, sign-up) take 13–30 s on two cores while the other worker runs axe scans, and 2.5
  // times that on a slow day for the machine (2026-12-01: an owner's claim journey went past 3 minutes): CI gives
  // every test a minute and a half rather than fail a journey on load.
  timeout: process.env.CI ? 90_000 : 30_000,
  // An assertion waits longer on CI for the same reason: a lazily loaded part (the map and its 320 markers, a
  // dialog's chunk) or a navigation under way took over the default 5 s there, on a slow day for the machine. A passing
  // assertion returns as soon as it holds, so only a slow page waits longer.
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/playwright.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@mobile/ },
  ],
  // The built portal (`npm run build`: client, pages and the compiled server) on a fresh embedded database, as
  // `npm start` runs it after its build step.
  webServer: [
    {
      command: 'node --import tsx e2e/fakes/third-party-server.ts',
      url: `${fake}/__health`,
      env: { FAKE_THIRD_PARTY_PORT: String(FAKE_THIRD_PARTY_PORT) },
      // Long journeys (the browse walk, sign-up) take 13–30 s on two cores while the other worker runs axe scans: CI
      // gives every test a minute rather than fail a journey on load.
      timeout: process.env.CI ? 60_000 : 30_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf test-results/e2e-data && node dist/api/main.js`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      env: {
        PORT: String(PORT),
        DATA_DIR: 'test-results/e2e-data',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        // Canonical URLs name the public origin; here it is the address the tests visit.
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        // Mailed links (newsletter unsubscribe) are read from the outbox page.
        DEV_OUTBOX: '1',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        WEATHER_PROVIDER_URL: fake,
        // A tile server that cannot be reached (port 9, discard), as when the portal runs offline; the map
        // page must still show its markers, clusters and list.
        MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf test-results/e2e-data-tags && node dist/api/main.js`,
      url: `http://127.0.0.1:${TAGGED_PORTAL_PORT}/api/health`,
      env: {
        PORT: String(TAGGED_PORTAL_PORT),
        DATA_DIR: 'test-results/e2e-data-tags',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${TAGGED_PORTAL_PORT}`,
        TAG_MANAGER_ID: 'GTM-E2E1',
        TAG_MANAGER_SCRIPT_URL: `${fake}/gtm.js`,
        PIXEL_ID: '100200300',
        PIXEL_SCRIPT_URL: `${fake}/fbevents.js`,
        PIXEL_NOSCRIPT_URL: `${fake}/tr`,
      },
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
})
