import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` writes a new migration into drizzle/ from the schema in src/db/schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
