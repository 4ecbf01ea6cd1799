import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // One file per area (schema.ts, schema-chat.ts, …) so areas grow without touching each other.
  schema: './server/db/schema*.ts',
  out: './server/db/migrations',
})
