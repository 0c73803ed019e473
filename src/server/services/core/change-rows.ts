import type { ActionCode } from '#contract/action-codes';
import { insertActionRows } from '../../db/moderation-action-rows';
import type { Db } from '../../db/client';
import type { Actor } from '../../domain/actor';
import { addToCounters, lockRows, updateAtVersions, type Assignment, type LockedRow } from '../../db/moderation-bulk';
import type { ModeratedTable } from '../../db/moderation-tables';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { announceActor } from './live-actor';
import { takeWaveDecisions } from '../../db/wave-rows';

export interface BulkInput {
  ids: number[];
  expectedVersions?: Record<string, number> | undefined;
  reason?: string | undefined;
}

export interface Outcome {
  changed: number[];
  unchanged: number[];
  conflicts: number[];
  missing: number[];
}

type Value = string | boolean | null;

export interface Change {
  table: ModeratedTable;
  /** The action-log action, e.g. `moment.set_enabled`. */
  action: ActionCode;
  /** Field name → column and the value it should get; compared, set, and logged before/after. */
  desired: Record<string, readonly [AnyPgColumn, Value]>;
  /** Also set on the rows that change (e.g. who reviewed and when), not compared. */
  alsoSet?: Assignment[];
  /** The action-log reason of one row, when rows have reasons of their own. */
  reasonFor?: (id: number) => string;
  /** Also read (for the precheck), neither compared nor set. */
  alsoRead?: Record<string, AnyPgColumn>;
  /** Sees the rows that exist at the expected version before anything is written; may throw. */
  precheck?: (rows: LockedRow[]) => void;
}

const PARENT = '__parent';

/**
 * One bulk update inside the caller's transaction: lock the rows in id order, sort them into
 * missing / conflicts (version not the expected one) / unchanged (already so) / to change, update
 * the last at their locked versions, keep enabled-counters in step, and write one action-log row
 * per changed row with its before and after. Conflicting rows are left exactly as they were.
 */
/** Who makes a change: an admin, or the system (`adminId` null) acting on its own settings. */
export type ChangeActor = Pick<Actor, 'ip' | 'requestId'> & { adminId: number | null };

export async function changeRows(tx: Db, change: Change, input: BulkInput, actor: ChangeActor): Promise<Outcome> {
  const ids = [...new Set(input.ids)];
  const { table } = change;
  const fields = Object.keys(change.desired);
  const read: Record<string, AnyPgColumn> = {
    ...change.alsoRead,
    ...Object.fromEntries(fields.map((f) => [f, change.desired[f]![0]])),
  };
  const counter = 'enabled' in change.desired ? table.counter : null;
  if (counter) read[PARENT] = counter.key;

  const locked = await lockRows(tx, table, ids, read);
  const found = new Set(locked.map((r) => r.id));
  const missing = ids.filter((id) => !found.has(id));
  const conflicts: number[] = [];
  const current: LockedRow[] = [];
  for (const row of locked) {
    const expected = input.expectedVersions?.[String(row.id)];
    if (expected !== undefined && expected !== row.version) conflicts.push(row.id);
    else current.push(row);
  }
  change.precheck?.(current);
  const unchanged: number[] = [];
  const toChange: LockedRow[] = [];
  for (const row of current) {
    if (fields.every((f) => row.values[f] === change.desired[f]![1])) unchanged.push(row.id);
    else toChange.push(row);
  }

  const assignments: Assignment[] = [...fields.map((f) => change.desired[f]!), ...(change.alsoSet ?? [])];
  // Other tabs hear who decided from the live-event triggers (src/server/live).
  if (toChange.length > 0) await announceActor(tx, actor.adminId);
  const versions = await updateAtVersions(tx, table, toChange, assignments);
  // The rows are locked by this transaction, so every one must have matched its version.
  if (versions.size !== toChange.length)
    throw new Error(`${table.kind}: ${toChange.length - versions.size} locked rows did not update`);
  // A decided member leaves its wave's pending count, and the risk order's lead moves on to the
  // next pending member: one statement per bulk write, an index probe per row.
  if ('auditStatus' in change.desired) {
    const now = change.desired.auditStatus[1];
    const pending = (status: unknown) => (status === 'PENDING' ? 1 : 0);
    await takeWaveDecisions(
      tx,
      table.kind,
      toChange
        .map((r) => ({ id: r.id, moved: pending(now) - pending(r.values.auditStatus) }))
        .filter((m) => m.moved !== 0),
    );
  }

  if (counter) {
    const deltas = new Map<number, number>();
    const enabled = change.desired.enabled![1];
    for (const row of toChange) {
      if (row.values.enabled === enabled) continue;
      const parent = row.values[PARENT] as number;
      deltas.set(parent, (deltas.get(parent) ?? 0) + (enabled ? 1 : -1));
    }
    await addToCounters(tx, counter, deltas);
  }

  await insertActionRows(tx, {
    adminId: actor.adminId,
    action: change.action,
    targetType: table.kind,
    ip: actor.ip,
    requestId: actor.requestId,
    rows: toChange.map((row) => ({
      targetId: String(row.id),
      before: { ...pick(row.values, fields), version: row.version },
      after: { ...Object.fromEntries(fields.map((f) => [f, change.desired[f]![1]])), version: versions.get(row.id) },
      reason: change.reasonFor?.(row.id) ?? input.reason ?? null,
    })),
  });
  return { changed: toChange.map((r) => r.id), unchanged, conflicts, missing };
}

function pick(values: Record<string, unknown>, fields: string[]) {
  return Object.fromEntries(fields.map((f) => [f, values[f]]));
}
