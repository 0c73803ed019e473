import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';
import { migrationsFolder } from './migrate';
import { INVALID_SCHEMA_NAME, UNDEFINED_TABLE, sqlState } from '../lib/db-errors';

/**
 * Drizzle's migrator records each applied migration by its journal timestamp (`when`) in
 * drizzle.__drizzle_migrations and applies those newer than the last one recorded; the same
 * timestamps identify them here.
 */
export function shippedMigrations(folder = migrationsFolder()): number[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return journal.entries.map((e) => e.when);
}

/** The migrations recorded in the database; none when it was never migrated. */
export async function appliedMigrations(db: Db): Promise<number[]> {
  try {
    const rows = await queryRows<{ created_at: string | number }>(
      db,
      sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`,
    );
    return rows.map((r) => Number(r.created_at));
  } catch (err) {
    const code = sqlState(err)?.code;
    if (code === UNDEFINED_TABLE || code === INVALID_SCHEMA_NAME) return [];
    throw err;
  }
}

export interface MigrationDrift {
  /** Shipped with this build but not recorded in the database. */
  missing: number;
  /** Recorded in the database but unknown to this build: a newer build migrated it. */
  unknown: number;
}

export function migrationDrift(shipped: readonly number[], applied: readonly number[]): MigrationDrift {
  const inDb = new Set(applied);
  const inBuild = new Set(shipped);
  return {
    missing: shipped.filter((m) => !inDb.has(m)).length,
    unknown: applied.filter((m) => !inBuild.has(m)).length,
  };
}
