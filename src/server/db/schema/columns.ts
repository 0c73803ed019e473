import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RiskParts } from '../../../contract/risk';

/**
 * Timestamps travel as Date in the server and as ISO-8601 UTC strings on the wire. Both hold
 * milliseconds, so the column does too: a keyset cursor made from a Date then names its row
 * exactly, where microseconds would repeat or skip rows that share a millisecond.
 */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** The columns every moderatable row shares (DESIGN §5); `version` is bumped by every write. */
export const moderatable = () => ({
  id: idColumn(),
  version: integer('version').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  auditStatus: text('audit_status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
    .notNull()
    .default('PENDING'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /**
   * The "by risk" order's key and what it is made of, kept by the database's own triggers
   * (migration risk-score-sql) whenever a report, a rule hit or an enforcement touches the item
   * or its author. Derived like the counters: writing it never bumps `version`.
   */
  riskScore: integer('risk_score').notNull().default(0),
  riskParts: jsonb('risk_parts')
    .$type<RiskParts>()
    .notNull()
    .default(sql`'{}'::jsonb`),
});

/**
 * The "by risk" order is the riskiest first, then the oldest: `(-risk_score, id)` ascending. As
 * one direction it pages by a row comparison, `(-risk_score, id) > (…)`, that an index on this
 * expression answers directly at any depth, where `risk_score DESC, id ASC` could only skip the
 * rows of an equal score one by one.
 */
export const riskRank = (riskScore: AnyPgColumn) => sql`(-${riskScore})`;
