import { defineConfig } from 'drizzle-kit';

// Platform tables live in platform/db/schema.ts; each module keeps its own in <module>.schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/platform/db/schema.ts', './src/modules/*/**/*.schema.ts', './src/modules/*/*.schema.ts'],
  out: './src/platform/db/migrations',
});
