import type { Db } from '../../db/client';
import { MODERATED } from '../../db/moderation-tables';
import { QUEUE_SOURCES, type QueueRows } from '../../db/moderation-sources';
import type { BulkReply } from '#contract/api/moderation-bulk';
import type { AuditStatus } from '#contract/entities';
import type { Actor } from '../../domain/actor';
import { changeRows, type BulkInput } from '../core/change-rows';
import { bulkReplyOf } from '../core/bulk-reply';
import { inTransaction } from '../core/transaction';
import { afterDecision } from '../core/holds';
import { backInHand, type FromHand } from '../core/back-in-hand';

export type EnabledKind = 'account' | 'moment' | 'moment_comment' | 'question' | 'question_reply' | 'reply_comment';

/** Enables or disables rows of one kind; counters of the parents follow (see MODERATED). */
export function setEnabled<K extends EnabledKind>(
  db: Db,
  kind: K,
  body: BulkInput & FromHand & { enabled: boolean },
  actor: Actor,
): Promise<BulkReply<QueueRows[K]>> {
  return inTransaction(db, async (tx) => {
    const t = MODERATED[kind];
    const outcome = await changeRows(
      tx,
      { table: t, action: `${kind}.set_enabled`, desired: { enabled: [t.enabled, body.enabled] } },
      body,
      actor,
    );
    await afterDecision(tx, kind, outcome, 'other', actor);
    const hand = await backInHand(tx, kind, body, actor, outcome);
    return { ...(await bulkReplyOf(tx, QUEUE_SOURCES[kind], outcome)), ...hand };
  });
}

/** About-me answers: enabled, audit status, or both in one versioned write. */
export function updateAboutAnswers(
  db: Db,
  body: BulkInput & FromHand & { enabled?: boolean | undefined; auditStatus?: AuditStatus | undefined },
  actor: Actor,
): Promise<BulkReply<QueueRows['about_answer']>> {
  return inTransaction(db, async (tx) => {
    const t = MODERATED.about_answer;
    const desired: Record<string, readonly [typeof t.enabled, string | boolean]> = {};
    if (body.enabled !== undefined) desired.enabled = [t.enabled, body.enabled];
    if (body.auditStatus !== undefined) desired.auditStatus = [t.auditStatus, body.auditStatus];
    const outcome = await changeRows(tx, { table: t, action: 'about_answer.update', desired }, body, actor);
    const approvedOnly = body.auditStatus === 'APPROVED' && body.enabled === undefined;
    await afterDecision(tx, 'about_answer', outcome, approvedOnly ? 'approved' : 'other', actor);
    const hand = await backInHand(tx, 'about_answer', body, actor, outcome);
    return { ...(await bulkReplyOf(tx, QUEUE_SOURCES.about_answer, outcome)), ...hand };
  });
}
