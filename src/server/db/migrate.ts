import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';

/** The migrations sit beside this module in the source tree and beside the server bundle in dist/. */
function migrationsFolder(): string {
  const beside = fileURLToPath(new URL('./migrations', import.meta.url));
  if (existsSync(beside)) return beside;
  return fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
}

/** Applies the committed migrations; the same SQL runs on PGlite and on PostgreSQL. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, config);
  else await migratePg(database.db as unknown as NodePgDatabase, config);
}
