import { fileURLToPath } from 'node:url'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const FRAMEWORK_MODULES = /node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next)[\\/]/
const APP_MODULES = /[\\/]src[\\/]/

// The root route renders the whole document, so there is no index.html: the client entry is the build input.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/ui/routes',
      generatedRouteTree: './src/ui/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
  ],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
      '@content': fileURLToPath(new URL('./src/content', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    rollupOptions: {
      input: 'src/entry-client.tsx',
      // The framework every page runs on (React, the router, Query, i18next) in one chunk instead of the dozen
      // small ones the automatic splitting cuts along the lazy routes' imports: the first visit loads all of it
      // anyway, and one file compresses better than many (2.3 KiB less gzipped, docs/performance.md). The same
      // for the app's own modules of the first visit (`$initial`: statically imported by the entry): one chunk
      // instead of twelve cut along which lazy routes share them, so a first visit makes three requests for
      // its script, not fifteen. Modules only lazy chunks import keep the automatic splitting.
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK_MODULES },
            { name: 'app', test: APP_MODULES, tags: ['$initial'] },
          ],
        },
        // The entry names every lazy chunk (its import and its preload list): hashes alone are 1.1 KiB less
        // gzipped than `name-hash` for the same files. The source maps still name the sources.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/support/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default'],
    hookTimeout: 60_000,
  },
})
