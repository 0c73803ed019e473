import { bigint, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Running account counts for `/admins/user-count-stats`: counting 1M account rows takes ~90 ms and
 * certified/VIP need a full scan (~120 ms), far over the 50 ms budget. Statement-level triggers
 * on `accounts` (migration account-tallies-triggers) add each statement's deltas to one slot row,
 * picked by backend pid so concurrent writers rarely wait on the same row; the figure is the sum
 * over all slots, exact at any committed state.
 */
export const accountTallies = pgTable('account_tallies', {
  slot: smallint('slot').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
  certified: bigint('certified', { mode: 'number' }).notNull().default(0),
  vip: bigint('vip', { mode: 'number' }).notNull().default(0),
  banned: bigint('banned', { mode: 'number' }).notNull().default(0),
});

/**
 * Enabled (online) content per table for the workplace: counting the enabled rows of moments
 * and questions is a scan of most of each table (~50 ms at 300k moments, linear beyond). Kept
 * like account_tallies, by statement triggers on each tallied table; `source` is the table name.
 */
export const contentTallies = pgTable(
  'content_tallies',
  {
    source: text('source').notNull(),
    slot: smallint('slot').notNull(),
    enabled: bigint('enabled', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.source, t.slot] })],
);
