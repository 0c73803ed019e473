import { eq, sql } from 'drizzle-orm';
import { apiTokens } from '../../db/schema/api-tokens';
import { admins } from '../../db/schema/staff';
import { adminMfa } from '../../db/schema/mfa';
import type { Db } from '../../db/client';
import { mfaRequiredRoles, type Config } from '../../config';
import { hashToken } from '../../lib/tokens';
import type { ResolvedSession } from './sessions';

/** last_used_at is written at most this often, so a script's burst of calls does not rewrite the row on each. */
const TOUCH_AFTER_MS = 60_000;

/** Prepared once per database, like the session lookup: every call a script makes runs it. */
function tokenLookup(db: Db) {
  return db
    .select({
      id: apiTokens.id,
      role: apiTokens.role,
      expiresAt: apiTokens.expiresAt,
      revokedAt: apiTokens.revokedAt,
      lastUsedAt: apiTokens.lastUsedAt,
      adminId: apiTokens.createdBy,
      username: admins.username,
      roles: admins.roles,
      disabled: admins.disabled,
      mustChangePassword: admins.mustChangePassword,
      mfaEnabledAt: adminMfa.enabledAt,
    })
    .from(apiTokens)
    .innerJoin(admins, eq(admins.id, apiTokens.createdBy))
    .leftJoin(adminMfa, eq(adminMfa.adminId, apiTokens.createdBy))
    .where(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')))
    .prepare('api_token_lookup');
}

const lookups = new WeakMap<Db, ReturnType<typeof tokenLookup>>();

/**
 * An API token as the session of its one role. It holds while it is neither revoked nor expired
 * and the ADMIN_ROOT who made it is still enabled and still ADMIN_ROOT: a token never outlives
 * its maker's right to make it. Changes of the maker's credentials revoke it outright
 * (maker-tokens.ts); the maker's gates bind it like a session: while the maker must change the
 * password, or must enrol a second factor, the token gets the same 40300 as the maker would.
 */
export async function resolveApiToken(
  db: Db,
  config: Config,
  token: string,
  now = new Date(),
): Promise<ResolvedSession> {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = tokenLookup(db)));
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  if (!row) return { ok: false, why: 'unknown', adminId: null };
  if (row.revokedAt || row.disabled || !row.roles.includes('ADMIN_ROOT')) {
    return { ok: false, why: 'revoked', adminId: row.adminId };
  }
  if (now >= row.expiresAt) return { ok: false, why: 'expired', adminId: row.adminId };
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
  }
  return {
    ok: true,
    session: {
      sessionId: 0,
      apiTokenId: row.id,
      adminId: row.adminId,
      username: row.username,
      role: row.role,
      roles: [row.role],
      reauthAt: null,
      mustChangePassword: row.mustChangePassword,
      mfaEnrollmentRequired: row.mfaEnabledAt === null && mfaRequiredRoles(config).some((r) => row.roles.includes(r)),
    },
  };
}
