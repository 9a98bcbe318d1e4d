import { defineConfig } from 'drizzle-kit';

// Run from apps/server (`npm run db:generate -w @plume/server`); migrations are applied at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
