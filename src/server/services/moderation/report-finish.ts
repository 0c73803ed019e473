import type { Db } from '../../db/client';
import { MODERATED } from '../../db/moderation-tables';
import { reportSource } from '../../db/moderation-report-rows';
import { targetsOfReports } from '../../db/moderation-report-targets-of';
import type { BulkReply } from '#contract/api/moderation-bulk';
import type { ReportRow } from '#contract/api/moderation-rows';
import type { ReportTargetType } from '#contract/entities';
import type { Actor } from '../../domain/actor';
import { changeRows, type BulkInput } from '../core/change-rows';
import { finishChange, REOPEN, type Finish } from '../core/report-changes';
import { bulkReplyOf } from '../core/bulk-reply';
import { inTransaction } from '../core/transaction';
import { afterDecision } from '../core/holds';
import { backInHand, type FromHand } from '../core/back-in-hand';

/**
 * Children before parents, content before accounts: disabling a comment then touches its moment's
 * counter, so taking kinds in this order keeps lock order close to every other writer's.
 */
const DISABLE_ORDER = ['reply_comment', 'question_reply', 'moment_comment', 'question', 'moment', 'account'] as const;

export interface FinishBody extends BulkInput, FromHand, Finish {}

/**
 * Finishes open reports. A report that is already finished (and not merely stale, which is a
 * conflict) refuses the whole call with 42200 before anything is written. With `disableTarget`,
 * each reported target is disabled in the same transaction and logged as its own change.
 */
export function finishReports(db: Db, body: FinishBody, actor: Actor): Promise<BulkReply<ReportRow>> {
  return inTransaction(db, async (tx) => {
    const outcome = await changeRows(tx, finishChange(body, actor), body, actor);
    if (body.disableTarget) await disableTargets(tx, outcome.changed, body.reason, actor);
    const hand = await backInHand(tx, 'report', body, actor, outcome);
    return { ...(await bulkReplyOf(tx, reportSource, outcome)), ...hand };
  });
}

async function disableTargets(tx: Db, reportIds: number[], reason: string | undefined, actor: Actor) {
  const targets = await targetsOfReports(tx, reportIds);
  for (const kind of DISABLE_ORDER) {
    const batch = targets.filter((t) => t.type === (kind satisfies ReportTargetType));
    if (batch.length === 0) continue;
    const t = MODERATED[kind];
    const reports = new Map(batch.map((b) => [b.id, `valid report ${b.reports.join(', ')}`]));
    const reasonFor = (id: number) => (reason ? `${reason} (${reports.get(id)})` : reports.get(id)!);
    // A target that is gone is skipped: the report is still rightly finished.
    const outcome = await changeRows(
      tx,
      { table: t, action: `${kind}.set_enabled`, desired: { enabled: [t.enabled, false] }, reasonFor },
      { ids: [...reports.keys()] },
      actor,
    );
    // Disabled on a valid report: a rule's hold on it ends, or approving it later would show it again.
    await afterDecision(tx, kind, outcome, 'other', actor);
  }
}

/** The undo of a finish: open again, without result, note, finisher or time. */
export function reopenReports(db: Db, body: BulkInput & FromHand, actor: Actor): Promise<BulkReply<ReportRow>> {
  return inTransaction(db, async (tx) => {
    const outcome = await changeRows(tx, REOPEN, body, actor);
    const hand = await backInHand(tx, 'report', body, actor, outcome);
    return { ...(await bulkReplyOf(tx, reportSource, outcome)), ...hand };
  });
}
