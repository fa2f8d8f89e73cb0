// Prisma CLI configuration (Prisma 7). The bot itself does not read this file: it opens the
// database in src/store/db.ts and applies prisma/migrations at start-up (src/store/migrate.ts).
// `prisma migrate deploy` / `prisma migrate status` on a connected machine use DATABASE_URL.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/arcs' },
});
