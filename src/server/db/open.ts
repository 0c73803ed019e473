import type { Config } from '../config';
import { openPglite, openPostgres, type Database } from './client';
import { migrate } from './migrate';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set) and migrates it. */
export async function openDatabase(config: Config): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
    : await openPglite(config.DATA_DIR);
  try {
    await migrate(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
