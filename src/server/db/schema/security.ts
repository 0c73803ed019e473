import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { SecurityNoticeKind } from '../../../contract/session-ends';
import { at, idColumn } from './columns';
import { admins } from './staff';

/** What happened to an admin's own account that they must be told at their next login. */
export const securityNotices = pgTable(
  'security_notices',
  {
    id: idColumn(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id),
    kind: text('kind').$type<SecurityNoticeKind>().notNull(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: at('created_at').notNull().defaultNow(),
    seenAt: at('seen_at'),
  },
  (t) => [index('security_notices_admin_idx').on(t.adminId, t.seenAt)],
);

/**
 * Keys the server makes for itself and every replica shares (the known-device cookie's HMAC key):
 * made once by whichever process needs one first. Deleting a row rotates its key.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  key: text('key').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
