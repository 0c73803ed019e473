import type { Config } from '../config';
import { BRIEF_PGLITE, openPglite, openPostgres, type Database } from './client';
import { migrate } from './migrate';
import { ensurePaidRollup } from './paid-rollup';

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set), migrates it and builds
 * the paid rollup for the business time zone if it was built for another. `readTimeoutMs` (PostgreSQL
 * only) is for tools whose statements legitimately run long, such as the seed; `brief` for tools
 * that run a few statements and exit (PGlite then starts with a small buffer pool).
 */
export async function openDatabase(
  config: Config,
  options: { readTimeoutMs?: number; brief?: boolean } = {},
): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE, options.readTimeoutMs)
    : await openPglite(config.DATA_DIR, options.brief ? BRIEF_PGLITE : {});
  try {
    await migrate(database);
    await ensurePaidRollup(database.db, config.BUSINESS_TIME_ZONE);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
