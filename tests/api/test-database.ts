import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openMemoryPglite, openPostgres, type Database } from '#server/db/client';
import { migrate } from '#server/db/migrate';

/**
 * A test database holds a few hundred rows: 16 MB of shared buffers is room for all of it, and
 * PGlite zeroes the default 128 MB at every start (0.5 s of CPU of its 1.7 s a start, ~100 starts a run).
 */
const TEST_PGLITE_SETTINGS = { shared_buffers: '16MB' };

/** The migrated data directory as dumped by migrated-pglite.ts, read once per worker (the files share it). */
let migrated: Uint8Array | undefined;
const migratedBytes = () => (migrated ??= readFileSync(inject('migratedPglite')));

/**
 * The migrated directory handed to PGlite, which reads only its bytes (`arrayBuffer()`). Node's
 * Blob gives them back through a stream of chunks joined together, 0.4 s of CPU for the 64 MB
 * dump; this hands a copy of the bytes read once (PGlite's untar reads them in place).
 */
class MigratedCopy extends Blob {
  constructor(private readonly dump: Uint8Array) {
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.dump.slice().buffer);
  }
}

/**
 * A fresh, migrated database per test file: PGlite in memory by default, or a throwaway
 * database on TEST_DATABASE_URL when the suite runs with TEST_DB=postgres; either is a copy of
 * the one global-setup.ts migrated.
 */
export async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openMemoryPglite(new MigratedCopy(migratedBytes()), TEST_PGLITE_SETTINGS);
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
