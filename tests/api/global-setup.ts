import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openMemoryPglite, openPostgres } from '#server/db/client';
import { migrate } from '#server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding PGlite's data directory, migrated, as `loadDataDir` takes it. */
    migratedPglite: string;
    /** A PostgreSQL database, migrated, that each test database is created from. */
    migratedPostgres: string;
  }
}

/**
 * Migrates once per run: every test database starts as a copy of this one, which costs about a
 * quarter of running the migrations (~4 s of CPU on PGlite) in each of the suite's ~70 databases.
 */
export default async function setup(project: TestProject) {
  if (project.config.env.TEST_DB === 'postgres') return migratePostgresTemplate(project);
  const database = await openMemoryPglite();
  await migrate(database);
  // Flushes every page, so each copy starts without replaying the WAL.
  await database.client.exec('CHECKPOINT');
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'bo-api-migrated-'));
  const file = join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedPglite', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function migratePostgresTemplate(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `bo_template_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(statement);
    await admin.end();
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 2);
  await migrate(database);
  await database.close();
  project.provide('migratedPostgres', name);
  return () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
