import type { ApiParsedBody, ApiReply } from '#contract/api';
import { lockReview, reviewQueue, writeVerdict, type ReviewRow } from '../../db/second-review-rows';
import type { Db } from '../../db/client';
import type { Actor } from '../../domain/actor';
import { conflict, invalid, notFound, refused } from '../../domain/api-error';
import { recordAction } from '../core/action-log';
import { inTransaction } from '../core/transaction';

/** A review as a reviewer sees it: the item and what was decided, not who decided. */
export const blindReview = (r: ReviewRow & { text: string }) => ({
  id: r.id,
  kind: r.kind,
  targetId: r.targetId,
  text: r.text,
  decision: r.decision,
  label: r.label,
  decidedAt: r.decidedAt.toISOString(),
  version: r.version,
});

/**
 * `/admins/second-review/queue`: open reviews of other moderators' decisions. The reply names
 * the item and what was decided, never who decided (no name, no id), so the review is blind.
 */
export async function secondReviewQueue(
  db: Db,
  actor: Actor,
  body: ApiParsedBody<'/admins/second-review/queue'>,
): Promise<ApiReply<'/admins/second-review/queue'>> {
  const { rows, total } = await reviewQueue(db, {
    reviewer: actor.adminId,
    after: body.after ?? 0,
    limit: body.pageSize,
    kind: body.kind,
  });
  return {
    total,
    list: rows.map(blindReview),
  };
}

/**
 * `/admins/second-review/verdict`: agree, or disagree with the label the reviewer would have
 * given, and maybe send it to a lead. One answer per review (the first wins; the next one hears
 * REVIEW_CLOSED), never on one's own decision; logged in the same transaction.
 */
export function secondReviewVerdict(
  db: Db,
  actor: Actor,
  body: ApiParsedBody<'/admins/second-review/verdict'>,
): Promise<ApiReply<'/admins/second-review/verdict'>> {
  return inTransaction(db, async (tx) => {
    const review = await lockReview(tx, body.id);
    if (!review) throw notFound('review');
    if (review.adminId === actor.adminId) throw refused('OWN_DECISION', 'a decision is reviewed by someone else');
    if (review.state !== 'open' || review.undone) throw refused('REVIEW_CLOSED', 'this review was already answered');
    if (body.expectedVersion !== undefined && body.expectedVersion !== review.version)
      throw conflict('The review changed since you loaded it');
    if (body.verdict === 'disagree' && body.label === review.label)
      throw invalid('label', "must differ from the decision's label");
    const state = body.verdict === 'agree' ? 'agreed' : body.toLead ? 'escalated' : 'disagreed';
    const label = body.label ?? null;
    const note = body.note ?? null;
    await writeVerdict(tx, review.id, { state, reviewer: actor.adminId, label, note });
    await recordAction(tx, {
      ...actor,
      action: 'second_review.verdict',
      targetType: 'second_review',
      targetId: review.id,
      before: { state: review.state, label: review.label },
      after: { state, label, toLead: body.toLead },
      reason: note,
    });
    return { id: review.id, state };
  });
}
