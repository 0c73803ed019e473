import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { at } from './columns';
import { admins } from './staff';

/**
 * Team statistics, kept by a trigger on the action log (migration team-stats-sql) in the same
 * transaction as the decision it describes, so every writer — the console, the API, a seed — is
 * counted the same way and the log itself is never touched.
 *
 * One row per logged change of a moderated item that the statistics care about: decisions
 * (`kind` approve, reject, enable, disable, finish_valid, finish_invalid, uphold, overturn), the
 * item going back to its queue (`pending`), and undos (`undo`: the decider putting back what the
 * decision changed). `reversal` says what later happened to a decision: the next change of the
 * same field of the same item was its decider's own (`undo`) or someone else's (`overturn`).
 */
export const teamDecisions = pgTable(
  'team_decisions',
  {
    logId: bigint('log_id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id').notNull(),
    at: at('at').notNull(),
    queue: text('queue').notNull(),
    /** What changed: audit (audit status), enabled, report (finish/reopen), appeal. */
    field: text('field').notNull(),
    kind: text('kind').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    /** The state the decision replaced (the log's `before` without its version), to recognise an undo. */
    before: jsonb('before'),
    /** When the item entered the queue: its creation, or the last time it was made pending. */
    enteredAt: at('entered_at'),
    waitMs: bigint('wait_ms', { mode: 'number' }),
    /** This row puts the item back in its queue (a reopen, or an undo to pending). */
    reenters: boolean('reenters').notNull().default(false),
    reversal: text('reversal', { enum: ['undo', 'overturn'] }),
    /** A warn, suspend or ban: its enforcement, so that taking it back (undo, appeal) reverses it. */
    enforcementId: bigint('enforcement_id', { mode: 'number' }),
    /**
     * The classifier version whose score the item carried when it was decided (the score on the
     * moderator's card); null when it had none. Set by the team figures' trigger as it writes the
     * row (migrations decision-model-version, decision-write-cost), so every writer's decisions carry it.
     */
    modelVersion: integer('model_version'),
  },
  (t) => [
    // The previous change of a field of an item, newest first; and when it last went back to its queue.
    index('team_decisions_target_idx').on(t.queue, t.targetId, t.field, t.logId),
    index('team_decisions_reenters_idx')
      .on(t.queue, t.targetId, t.at)
      .where(sql`reenters`),
    index('team_decisions_enforcement_idx')
      .on(t.enforcementId)
      .where(sql`enforcement_id IS NOT NULL`),
  ],
);

/**
 * Decisions per UTC hour, moderator, queue and kind, with how many of them were later undone or
 * overturned: a 30-day view reads thousands of these instead of a million decisions. Hours, not
 * days, so that any whole-hour business time zone can cut its days from them.
 */
export const teamDecisionHours = pgTable(
  'team_decision_hours',
  {
    hour: at('hour').notNull(),
    adminId: integer('admin_id').notNull(),
    queue: text('queue').notNull(),
    kind: text('kind').notNull(),
    decisions: integer('decisions').notNull().default(0),
    undone: integer('undone').notNull().default(0),
    overturned: integer('overturned').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hour, t.adminId, t.queue, t.kind] })],
);

/**
 * Waits (queue entry to decision) per UTC hour and moderator as a histogram: `bucket` b holds
 * waits in [1.1^b, 1.1^(b+1)) seconds (b = 0 also holds everything under a second), so a median
 * or p90 read from it is within 5 % of the exact figure.
 */
export const teamWaitHours = pgTable(
  'team_wait_hours',
  {
    hour: at('hour').notNull(),
    adminId: integer('admin_id').notNull(),
    bucket: smallint('bucket').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hour, t.adminId, t.bucket] })],
);

/**
 * The same as team_decision_hours per UTC day. A period of whole business days (in a whole-hour
 * zone) is whole UTC days in the middle and up to 23 hours at each end: the middle is read from
 * here, the ends from the hours, so a 30-day view reads a thirtieth of the rows.
 */
export const teamDecisionDays = pgTable(
  'team_decision_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    adminId: integer('admin_id').notNull(),
    queue: text('queue').notNull(),
    kind: text('kind').notNull(),
    decisions: integer('decisions').notNull().default(0),
    undone: integer('undone').notNull().default(0),
    overturned: integer('overturned').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.adminId, t.queue, t.kind] })],
);

/**
 * team_wait_hours per UTC day and moderator, the histogram as one array (`hist[b + 1]` counts
 * bucket b; missing or null elements are zero): the middle of a 30-day period is 30 rows per
 * moderator, where a row per bucket would be thirty times as many.
 */
export const teamWaitDays = pgTable(
  'team_wait_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    adminId: integer('admin_id').notNull(),
    hist: integer('hist').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.adminId] })],
);

/**
 * Each moderator's totals per UTC hour: a row with decisions > 0 is an active hour, and the
 * team's series per day sums them. One row per moderator, so moderators never wait on each other.
 */
export const teamAdminHours = pgTable(
  'team_admin_hours',
  {
    hour: at('hour').notNull(),
    adminId: integer('admin_id').notNull(),
    decisions: integer('decisions').notNull().default(0),
    undone: integer('undone').notNull().default(0),
    overturned: integer('overturned').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hour, t.adminId] })],
);

/** The lead's target per queue: items should be decided within this many minutes of entering it. */
export const teamQueueTargets = pgTable(
  'team_queue_targets',
  {
    queue: text('queue').primaryKey(),
    targetMinutes: integer('target_minutes').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => admins.id),
  },
  (t) => [check('team_queue_targets_minutes', sql`${t.targetMinutes} BETWEEN 1 AND 43200`)],
);
