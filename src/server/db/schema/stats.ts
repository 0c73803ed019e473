import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

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
