import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { RuleTextKind } from '../../../contract/moderated-kinds';
import { at, idColumn } from './columns';

/**
 * Waves: clusters of near-identical text items of one kind (services/waves/README.md). The
 * figures are kept by the wave worker as items join and by every decision on a member, so that a
 * queue card reads them from one row. `lead_id` is the one pending member the risk order hands
 * out (the newest); the others wait behind it and are decided through the wave.
 */
export const waves = pgTable('waves', {
  id: idColumn(),
  kind: text('kind').$type<RuleTextKind>().notNull(),
  size: integer('size').notNull().default(0),
  pending: integer('pending').notNull().default(0),
  accounts: integer('accounts').notNull().default(0),
  firstAt: at('first_at').notNull(),
  lastAt: at('last_at').notNull(),
  leadId: bigint('lead_id', { mode: 'number' }),
});

/**
 * Each text item's similarity fingerprint (services/waves/fingerprint.ts): its MinHash signature
 * and its LSH band keys, and the wave it belongs to (null: alike to nothing yet). The band keys
 * are in a GIN index, so an arrival's candidates are the rows sharing a key, found by sixteen
 * posting-list look-ups whatever the table's size. An item too short to fingerprint has no row.
 */
export const wavePrints = pgTable(
  'wave_prints',
  {
    kind: text('kind').$type<RuleTextKind>().notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    /** The item's own creation time: what the candidate window and a wave's first/last read. */
    createdAt: at('created_at').notNull(),
    signature: integer('signature').array().notNull(),
    bands: integer('bands').array().notNull(),
    waveId: integer('wave_id'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    // Written by the wave worker, not in the writer's transaction: each key goes straight into the
    // tree, so a look-up never scans a pending list that grows between vacuums.
    index('wave_prints_bands_idx').using('gin', t.bands).with({ fastupdate: false }),
    // Newest first, ties by id: a decision's look-up of its wave's lead reads it backwards and
    // stops at the first member still pending (migration 0046).
    index('wave_prints_wave_idx')
      .on(t.waveId, t.createdAt, t.itemId)
      .where(sql`${t.waveId} IS NOT NULL`),
  ],
);

/**
 * Text items waiting for a fingerprint, filled by the same trigger functions that fill the
 * classifier's line (migration waves), in the writer's own transaction; emptied by the wave worker.
 */
export const waveUnprinted = pgTable(
  'wave_unprinted',
  {
    kind: text('kind').$type<RuleTextKind>().notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    queuedAt: at('queued_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] }), index('wave_unprinted_queued_idx').on(t.queuedAt)],
);
