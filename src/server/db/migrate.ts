import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';

/** The migrations sit beside this module in the source tree and beside the server bundle in dist/. */
export function migrationsFolder(): string {
  const beside = fileURLToPath(new URL('./migrations', import.meta.url));
  if (existsSync(beside)) return beside;
  return fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
}

/** Any constant shared by every replica: replicas starting together migrate one at a time. */
const MIGRATION_LOCK = 7_021_842;

/** Applies the committed migrations; the same SQL runs on PGlite and on PostgreSQL. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  // The advisory lock is held by a connection of its own while the pool runs the migrations.
  const lock = await database.reserveConnection();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(database.db as unknown as NodePgDatabase, config);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
}
