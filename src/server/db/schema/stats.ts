import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Running counts for the statistics, kept by statement-level triggers (migration
 * stats-tallies-triggers) because counting them is a scan of most of a big table: 1M accounts
 * take ~90 ms to count and certified/VIP a full scan (~120 ms); enabled moments ~50 ms at 300k.
 *
 * Each statement that changes a count APPENDS one row with its deltas; a figure is the sum of
 * the rows. Appending takes no row lock, so writers never wait on each other here and cannot
 * deadlock through these tables. Now and then a trigger folds the rows into one (under a
 * try-advisory-lock, so one folder at a time and nobody waits); rows other transactions have not
 * committed yet are invisible to the fold and stay, so the sum is exact at any committed state.
 */
export const accountTallies = pgTable('account_tallies', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  certified: bigint('certified', { mode: 'number' }).notNull().default(0),
  vip: bigint('vip', { mode: 'number' }).notNull().default(0),
  banned: bigint('banned', { mode: 'number' }).notNull().default(0),
});

/** Enabled (online) rows of moments and questions; `source` is the table name. */
export const contentTallies = pgTable('content_tallies', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  source: text('source').notNull(),
  enabled: bigint('enabled', { mode: 'number' }).notNull().default(0),
});

/**
 * Paid statistics by day of the business time zone, kept by statement-level triggers on orders
 * and refunds (migration paid-rollup), because a month of orders at 1M is ~600k index entries
 * and counting them alone takes ~95 ms. Rows are appended deltas like the tallies above; a
 * day's figure is the sum of its rows. `channel` '' holds every channel together. Orders count
 * when paid in the stats currency, on the day they were paid; refunds on the day they were made.
 */
export const statsPaidDays = pgTable(
  'stats_paid_days',
  {
    channel: text('channel').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    renewals: bigint('renewals', { mode: 'number' }).notNull().default(0),
    refunds: bigint('refunds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('stats_paid_days_channel_day_idx').on(t.channel, t.day)],
);

/**
 * Paying accounts without a distinct count at read time. Each (account, channel, day with a paid
 * order) is one "payment day"; its `gap` is the days since the account's previous payment day in
 * that channel, capped at 366 (SQL function stats_payer_gap; the cap also stands for "none"). An
 * account pays in [start, end) exactly once with a gap reaching back before start, so the accounts
 * paying in a period are the sum of `payers` over its days where gap > day - start. Appended deltas.
 */
export const statsPayerGaps = pgTable(
  'stats_payer_gaps',
  {
    channel: text('channel').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gap: integer('gap').notNull(),
    payers: bigint('payers', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // One channel's days (the series), and every channel's days of a period (the by-channel table).
    index('stats_payer_gaps_channel_day_idx').on(t.channel, t.day, t.gap, t.payers),
    index('stats_payer_gaps_day_idx').on(t.day, t.channel, t.gap, t.payers),
  ],
);

/** The time zone the paid rollup is built for; `valid` is false while a seed loads orders in bulk. */
export const statsRollupState = pgTable(
  'stats_rollup_state',
  {
    id: integer('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull(),
    valid: boolean('valid').notNull(),
  },
  (t) => [check('stats_rollup_state_single_row', sql`${t.id} = 1`)],
);
