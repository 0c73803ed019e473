import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';

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
});
