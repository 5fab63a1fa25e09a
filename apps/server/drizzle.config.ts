import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @grindstone/server` writes a new SQL migration after a schema change;
// the SQL is committed and reviewed, and applied at start-up by `migrate()` in src/db/client.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
