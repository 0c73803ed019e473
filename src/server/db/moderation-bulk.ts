import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from './client';
import { idIn, intArray } from './moderation-sql';
import type { EnabledCounter, ModeratedTable } from './moderation-tables';

export interface LockedRow {
  id: number;
  version: number;
  /** The columns asked for, by the caller's names. */
  values: Record<string, unknown>;
}

/**
 * Locks the rows with these ids and reads their version and the given columns. Locks are taken in
 * id order, so two bulk updates over overlapping ids queue up instead of deadlocking; under READ
 * COMMITTED the read returns the latest committed state once the lock is ours.
 */
export async function lockRows(
  tx: Db,
  t: ModeratedTable,
  ids: number[],
  columns: Record<string, AnyPgColumn>,
): Promise<LockedRow[]> {
  const names = Object.keys(columns);
  const selected = names.map((name, i) => sql`${columns[name]!} AS ${sql.identifier(`c${i}`)}`);
  const rows = await queryRows<Record<string, unknown> & { id: number; version: number }>(
    tx,
    sql`SELECT ${t.id} AS id, ${t.version} AS version${selected.length ? sql`, ${sql.join(selected, sql`, `)}` : sql``}
        FROM ${t.table} WHERE ${idIn(t.id, ids)} ORDER BY ${t.id} FOR UPDATE`,
  );
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    values: Object.fromEntries(names.map((name, i) => [name, r[`c${i}`]])),
  }));
}

export type Assignment = readonly [AnyPgColumn, SQL | string | number | boolean | null];

/**
 * The conditional update: sets the assignments and bumps `version` on exactly the rows whose
 * version is still the one given, and returns their new versions. Rows the caller has locked
 * always match; the condition keeps the statement correct on its own.
 */
export async function updateAtVersions(
  tx: Db,
  t: ModeratedTable,
  rows: { id: number; version: number }[],
  assignments: Assignment[],
): Promise<Map<number, number>> {
  if (rows.length === 0) return new Map();
  const sets = assignments.map(([col, value]) => sql`${sql.identifier(col.name)} = ${value}`);
  const updated = await queryRows<{ id: number; version: number }>(
    tx,
    sql`UPDATE ${t.table} SET ${sql.join(sets, sql`, `)},
          ${sql.identifier(t.version.name)} = ${t.version} + 1, ${sql.identifier(t.updatedAt.name)} = now()
        FROM unnest(${intArray(rows.map((r) => r.id))}, ${intArray(rows.map((r) => r.version))}) AS expected(id, version)
        WHERE ${t.id} = expected.id AND ${t.version} = expected.version
        RETURNING ${t.id} AS id, ${t.version} AS version`,
  );
  return new Map(updated.map((r) => [r.id, r.version]));
}

/**
 * Adds the deltas to a parent counter in one statement. The parents come in id order and the
 * planner walks them that way (a nested loop over the unnest), so concurrent writers lock them in
 * the same order; a deadlock in the odd plan that does not is retried by the transaction.
 */
export async function addToCounters(tx: Db, counter: EnabledCounter, deltas: Map<number, number>): Promise<void> {
  const entries = [...deltas].filter(([, d]) => d !== 0).sort(([a], [b]) => a - b);
  if (entries.length === 0) return;
  await tx.execute(
    sql`UPDATE ${counter.parent} SET ${sql.identifier(counter.column.name)} = ${counter.column} + d.delta
        FROM unnest(${intArray(entries.map(([id]) => id))}, ${intArray(entries.map(([, d]) => d))}) AS d(id, delta)
        WHERE ${counter.parentId} = d.id`,
  );
}
