import type { ApiParsedBody, ApiReply } from '#contract/api';
import type { ClassifierLabel } from '#contract/classifier';
import { storedReason } from '#contract/moderation-reasons';
import { escalatedReviews, lockReview, writeResolution, type ReviewDecision } from '../../db/second-review-rows';
import type { Db } from '../../db/client';
import type { Actor } from '../../domain/actor';
import { conflict, notFound, refused } from '../../domain/api-error';
import { recordAction } from '../core/action-log';
import { inTransaction } from '../core/transaction';
import { setAuditStatus } from '../moderation/update-audit-status';
import { setEnabled, updateAboutAnswers } from '../moderation/update-enabled';
import { blindReview } from './review-verdict';

/** `/admins/second-review/escalated`: what the reviewers sent to the leads, oldest first. */
export async function escalatedList(
  db: Db,
  body: ApiParsedBody<'/admins/second-review/escalated'>,
): Promise<ApiReply<'/admins/second-review/escalated'>> {
  const { rows, total } = await escalatedReviews(db, {
    offset: (body.page - 1) * body.pageSize,
    limit: body.pageSize,
  });
  return {
    total,
    list: rows.map((r) => ({
      ...blindReview(r),
      reviewerLabel: r.reviewerLabel,
      note: r.note,
      reviewedAt: r.reviewedAt.toISOString(),
      decidedBy: { id: r.adminId, name: r.deciderName },
      reviewedBy: { id: r.reviewerId, name: r.reviewerName },
    })),
  };
}

/** The decision that gives an item `label` on the field the sampled decision set. */
const decisionFor = (field: 'audit' | 'enabled', label: ClassifierLabel): ReviewDecision =>
  field === 'audit' ? (label === 'fine' ? 'approve' : 'reject') : label === 'fine' ? 'enable' : 'disable';

/**
 * `/admins/second-review/resolve`: the lead's label stands. It is applied to the item through its
 * queue's own decision (versioned, logged, holds ended, counted in team statistics), and the
 * resolution's log row puts the label among the item's decisions, so the classifier learns it
 * even when the item already stood so (a reject for another reason changes no column).
 */
export function resolveReview(
  db: Db,
  actor: Actor,
  body: ApiParsedBody<'/admins/second-review/resolve'>,
): Promise<ApiReply<'/admins/second-review/resolve'>> {
  return inTransaction(db, async (tx) => {
    const review = await lockReview(tx, body.id);
    if (!review) throw notFound('review');
    if (review.state !== 'escalated') throw refused('REVIEW_CLOSED', 'this review is not waiting for a lead');
    if (body.expectedVersion !== undefined && body.expectedVersion !== review.version)
      throw conflict('The review changed since you loaded it');
    const decision = decisionFor(review.field, body.label);
    const fine = body.label === 'fine';
    const note = body.note ?? 'second review';
    const reason = fine ? note : (storedReason(body.label as Exclude<ClassifierLabel, 'fine'>, note) ?? note);
    const input = { ids: [review.targetId], reason };
    if (review.kind === 'about_answer') {
      await updateAboutAnswers(
        tx,
        review.field === 'audit'
          ? { ...input, auditStatus: fine ? 'APPROVED' : 'REJECTED' }
          : { ...input, enabled: fine },
        actor,
      );
    } else if (review.field === 'audit') {
      await setAuditStatus(tx, { ...input, target: review.kind, auditStatus: fine ? 'APPROVED' : 'REJECTED' }, actor);
    } else {
      await setEnabled(tx, review.kind, { ...input, enabled: fine }, actor);
    }
    const logId = await recordAction(tx, {
      ...actor,
      action: 'second_review.resolve',
      targetType: 'second_review',
      targetId: review.id,
      before: { state: review.state, label: review.label },
      after: { state: 'resolved', label: body.label, decision, item: { kind: review.kind, id: review.targetId } },
      reason,
    });
    await writeResolution(tx, review.id, { lead: actor.adminId, label: body.label, logId });
    return { id: review.id, state: 'resolved' as const, decision };
  });
}
