import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '../../../contract/roles';
import type { ApiTokenRevokeReason } from '../../../contract/api/api-tokens';
import { at, idColumn } from './columns';
import { admins } from './staff';

/**
 * Service access for scripts: a bearer token acting in one role. Like a session's, only the
 * token's SHA-256 is stored; `hint` (its first characters) tells tokens apart in the console.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: idColumn(),
    name: text('name').notNull(),
    role: text('role').$type<Role>().notNull(),
    tokenHash: text('token_hash').notNull(),
    hint: text('hint').notNull(),
    /** The ADMIN_ROOT who made it: calls are logged under this admin, and stop when it is disabled. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => admins.id),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    revokedBy: integer('revoked_by').references(() => admins.id),
    revokedReason: text('revoked_reason').$type<ApiTokenRevokeReason>(),
  },
  (t) => [
    uniqueIndex('api_tokens_token_key').on(t.tokenHash),
    index('api_tokens_created_at_idx').on(t.createdAt),
    index('api_tokens_created_by_idx').on(t.createdBy),
  ],
);
