import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '#server/db/client';
import { migrate } from '#server/db/migrate';
import { migratedPgliteOnce } from './migrated-pglite';

declare module 'vitest' {
  export interface ProvidedContext {
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
  project.provide('migratedPglite', await migratedPgliteOnce());
  return undefined;
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
