import { defineConfig } from 'drizzle-kit';

// Generation only: migrations are applied by the app (drizzle-kit's PGlite driver cannot load pg_trgm).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
