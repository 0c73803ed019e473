import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Timestamps travel as Date in the server and as ISO-8601 UTC strings on the wire. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** The columns every moderatable row shares (DESIGN §5); `version` is bumped by every write. */
export const moderatable = () => ({
  id: idColumn(),
  version: integer('version').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  auditStatus: text('audit_status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] }).notNull().default('PENDING'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
