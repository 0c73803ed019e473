import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { authorOf } from '../../db/enforcement-rows';
import { reportSource } from '../../db/moderation-report-rows';
import { intArray } from '../../db/moderation-sql';
import { conflict, invalid, notFound } from '../../domain/api-error';
import type { Actor } from '../../domain/actor';
import { changeRows, type BulkInput, type Change } from '../core/change-rows';
import { bulkReplyOf } from '../core/bulk-reply';
import { finishChange, REOPEN } from '../core/report-changes';
import type { ReportRow } from '#contract/api/moderation-rows';
import type { ReportTargetType } from '#contract/entities';

export interface ReportsInput {
  ids: number[];
  expectedVersions?: Record<string, number> | undefined;
}

/** Who a report is about: the reported account, or the author (sender) of the reported content. */
async function accountReportedBy(tx: Db, type: ReportTargetType, targetId: number): Promise<number | null> {
  return type === 'account' ? targetId : authorOf(tx, type, targetId);
}

/**
 * Refuses unless every report is about `accountId` (the account itself or something it wrote): an
 * enforcement on one person never finishes reports about another.
 */
async function mustBeAbout(tx: Db, accountId: number, ids: number[]): Promise<void> {
  const rows = await queryRows<{ id: number; target_type: ReportTargetType; target_id: number }>(
    tx,
    sql`SELECT id, target_type, target_id FROM reports WHERE id = ANY(${intArray(ids)})`,
  );
  if (rows.length < new Set(ids).size) throw notFound('report');
  for (const r of rows) {
    if ((await accountReportedBy(tx, r.target_type, r.target_id)) !== accountId)
      throw invalid('reports.ids', `report ${r.id} is not about this account`, 'invalid_value');
  }
}

/** One report change inside the caller's transaction; a stale version refuses the whole call (40900). */
async function change(tx: Db, c: Change, input: ReportsInput, reason: string | undefined, actor: Actor) {
  const outcome = await changeRows(tx, c, { ...input, reason } satisfies BulkInput, actor);
  if (outcome.missing.length > 0) throw notFound('report');
  if (outcome.conflicts.length > 0)
    throw conflict('a report changed since it was read', { conflicts: outcome.conflicts });
  return (await bulkReplyOf(tx, reportSource, outcome)).updated;
}

/**
 * The reports queue's `w` / `Shift+s`: the reports about the account are finished VALID (logged as
 * `report.finish`, as the queue's own decision is) in the enforcement's transaction.
 */
export async function finishReportsAbout(
  tx: Db,
  accountId: number,
  input: ReportsInput,
  reason: string | undefined,
  actor: Actor,
): Promise<ReportRow[]> {
  await mustBeAbout(tx, accountId, input.ids);
  return change(tx, finishChange({ result: 'VALID', disableTarget: false }, actor), input, reason, actor);
}

/** The undo of `finishReportsAbout`, with the enforcement's: the reports are open again. */
export function reopenReportsAbout(
  tx: Db,
  input: ReportsInput,
  reason: string | undefined,
  actor: Actor,
): Promise<ReportRow[]> {
  return change(tx, REOPEN, input, reason, actor);
}
