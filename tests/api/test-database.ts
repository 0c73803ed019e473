import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openMemoryPglite, openPostgres, type Database } from '#server/db/client';
import { migrate } from '#server/db/migrate';

/**
 * A fresh, migrated database per test file: PGlite in memory by default, or a throwaway
 * database on TEST_DATABASE_URL when the suite runs with TEST_DB=postgres; either is a copy of
 * the one global-setup.ts migrated.
 */
export async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const migrated = readFileSync(inject('migratedPglite'));
    const database = await openMemoryPglite(new Blob([migrated]));
    // Nothing to apply unless a migration was added after the copy was made.
    await migrate(database);
    return database;
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('migratedPostgres')}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 20);
  await migrate(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
