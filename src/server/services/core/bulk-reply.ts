import type { Db } from '../../db/client';
import { rowsByIds, type ListSource } from '../../db/moderation-list-query';
import type { BulkReply } from '#contract/api/moderation-bulk';
import type { Outcome } from './change-rows';

/** The reply of a bulk update: changed rows with their new versions, and the rest as they stand. */
export async function bulkReplyOf<R extends { id: number }>(
  db: Db,
  source: ListSource<never, R>,
  outcome: Outcome,
): Promise<BulkReply<R>> {
  const changed = new Set(outcome.changed);
  const rows = await rowsByIds(db, source, [...outcome.changed, ...outcome.unchanged, ...outcome.conflicts]);
  return {
    updated: rows.filter((r) => changed.has(r.id)),
    current: rows.filter((r) => !changed.has(r.id)),
    unchanged: outcome.unchanged,
    conflicts: outcome.conflicts,
    missing: outcome.missing,
  };
}
