import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { ClassifierLabel } from '../../../contract/classifier';
import { at } from './columns';
import { admins } from './staff';

/**
 * The share of decisions sampled for second review, in basis points (200 = 2 %). One row; the
 * sampling trigger on team_decisions (migration second-review) reads it once per statement.
 */
export const secondReviewSettings = pgTable(
  'second_review_settings',
  {
    id: smallint('id').primaryKey().default(1),
    shareBp: integer('share_bp').notNull().default(200),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => admins.id),
  },
  (t) => [
    check('second_review_settings_one', sql`${t.id} = 1`),
    check('second_review_settings_share', sql`${t.shareBp} BETWEEN 0 AND 10000`),
  ],
);

/**
 * A decision sampled for second review, keyed by its action-log row. The trigger fills the
 * decision's side (who, what, the label it gave); a reviewer agrees or disagrees (`open` →
 * `agreed` / `disagreed` / `escalated`), and a lead resolves an escalated one (`resolved`), whose
 * label then stands for the item in the classifier's training set.
 */
export const secondReviews = pgTable(
  'second_reviews',
  {
    logId: bigint('log_id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    /** audit or enabled: the field the decision set, which a lead's decision sets again. */
    field: text('field').notNull(),
    /** approve, reject, enable or disable. */
    decision: text('decision').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    adminId: integer('admin_id').notNull(),
    /** "fine" for an approve or enable, the reason's code otherwise; null for a reason without one. */
    label: text('label').$type<ClassifierLabel>(),
    decidedAt: at('decided_at').notNull(),
    state: text('state', { enum: ['open', 'agreed', 'disagreed', 'escalated', 'resolved'] })
      .notNull()
      .default('open'),
    reviewerId: integer('reviewer_id'),
    reviewedAt: at('reviewed_at'),
    /** The label the reviewer would have given (a disagreement). */
    reviewerLabel: text('reviewer_label').$type<ClassifierLabel>(),
    note: text('note'),
    leadId: integer('lead_id'),
    leadLabel: text('lead_label').$type<ClassifierLabel>(),
    resolvedAt: at('resolved_at'),
    /** The lead's `second_review.resolve` log row: orders the lead's label among the item's decisions. */
    resolveLogId: bigint('resolve_log_id', { mode: 'number' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('second_reviews_state_idx').on(t.state, t.logId),
    index('second_reviews_reviewed_idx')
      .on(t.reviewedAt)
      .where(sql`reviewed_at IS NOT NULL`),
    index('second_reviews_target_idx').on(t.queue, t.targetId),
  ],
);
