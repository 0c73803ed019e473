import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './content';
import { at, moderatable, riskRank } from './columns';

export const reports = pgTable(
  'reports',
  {
    ...moderatable(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => accounts.id),
    targetType: text('target_type', {
      enum: ['account', 'moment', 'moment_comment', 'question', 'question_reply', 'reply_comment', 'message'],
    }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason', { enum: ['spam', 'abuse', 'sexual', 'fraud', 'other'] }).notNull(),
    detail: text('detail').notNull().default(''),
    status: text('status', { enum: ['OPEN', 'FINISHED'] })
      .notNull()
      .default('OPEN'),
    result: text('result', { enum: ['VALID', 'INVALID'] }),
    note: text('note'),
    finishedBy: integer('finished_by'),
    finishedAt: at('finished_at'),
    /**
     * The reporter's record when they filed this report: the share, in percent, of their earlier
     * reports finished VALID (Laplace-smoothed, so a first report counts 50). Fixed at filing, so
     * a report's weight in the risk score does not move under the moderator's cursor.
     */
    reporterAccuracy: integer('reporter_accuracy').notNull().default(50),
    /**
     * Set when the report was finished on arrival by a standing decision: the earlier report, of
     * the same target and reason, that a moderator finished INVALID while the target stands.
     */
    standingReportId: integer('standing_report_id'),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reports_status_risk_idx').on(t.status, riskRank(t.riskScore), t.id),
    index('reports_created_idx').on(t.createdAt, t.id),
    index('reports_target_idx').on(t.targetType, t.targetId),
    index('reports_reporter_idx').on(t.reporterId),
    // A finished report always says how and by whom; an open one says neither.
    check(
      'reports_finished_consistent',
      sql`(${t.status} = 'OPEN' AND ${t.result} IS NULL) OR (${t.status} = 'FINISHED' AND ${t.result} IS NOT NULL AND ${t.finishedAt} IS NOT NULL)`,
    ),
  ],
);
