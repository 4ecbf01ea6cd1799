import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // One file per group of tables (directory, reviews, accounts, …); the index re-exports them all.
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
})
