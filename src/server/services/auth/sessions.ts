import { and, eq, isNull, sql } from 'drizzle-orm';
import { adminSessions, admins } from '../../db/schema/staff';
import { adminMfa } from '../../db/schema/mfa';
import type { Db } from '../../db/client';
import { mfaRequiredRoles, type Config } from '../../config';
import type { AuthSession } from '../../domain/actor';
import type { Role } from '#contract/roles';
import type { SessionEndReason } from '#contract/session-ends';
import { hashToken, newToken } from '../../lib/tokens';

/**
 * last_seen is written at most once a second, so a busy session does not write on every call.
 * The idle limit counts from last_seen, so this is also how early it can end a session: a
 * coarser step (it was a minute) would end sessions before their configured idle time.
 */
const TOUCH_AFTER_MS = 1_000;

export type SessionRejection = 'unknown' | 'expired' | 'revoked';
export type ResolvedSession =
  | { ok: true; session: AuthSession }
  | { ok: false; why: SessionRejection; adminId: number | null; reason?: SessionEndReason | undefined };

export async function createSession(
  tx: Db,
  config: Config,
  admin: { id: number; activeRole: Role },
  meta: { ip: string; userAgent: string },
): Promise<string> {
  const token = newToken();
  const now = new Date();
  await tx.insert(adminSessions).values({
    adminId: admin.id,
    tokenHash: hashToken(token),
    activeRole: admin.activeRole,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + config.SESSION_ABSOLUTE_HOURS * 3_600_000),
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return token;
}

/**
 * The session lookup every authenticated call makes, built once per database: building a drizzle
 * query costs more node time than PostgreSQL spends answering this one (a unique-index probe).
 * No LIMIT: the token hash is unique, and a LIMIT parameter would have PostgreSQL plan the
 * prepared statement again on every call.
 */
function sessionLookup(db: Db) {
  return db
    .select({
      id: adminSessions.id,
      adminId: adminSessions.adminId,
      activeRole: adminSessions.activeRole,
      lastSeenAt: adminSessions.lastSeenAt,
      expiresAt: adminSessions.expiresAt,
      revokedAt: adminSessions.revokedAt,
      revokedReason: adminSessions.revokedReason,
      reauthAt: adminSessions.reauthAt,
      username: admins.username,
      roles: admins.roles,
      disabled: admins.disabled,
      mustChangePassword: admins.mustChangePassword,
      mfaEnabledAt: adminMfa.enabledAt,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .leftJoin(adminMfa, eq(adminMfa.adminId, adminSessions.adminId))
    .where(eq(adminSessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_lookup');
}

const lookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

/** Checks a bearer token against the idle and absolute limits, revocation and the admin's state. */
export async function resolveSession(
  db: Db,
  config: Config,
  token: string,
  now = new Date(),
): Promise<ResolvedSession> {
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = sessionLookup(db)));
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  if (!row) return { ok: false, why: 'unknown', adminId: null };
  if (row.revokedAt || row.disabled || !row.roles.includes(row.activeRole)) {
    const reason = row.disabled ? 'DISABLED' : (row.revokedReason ?? (row.revokedAt ? undefined : 'ROLES_CHANGED'));
    return { ok: false, why: 'revoked', adminId: row.adminId, reason };
  }
  const idleLimit = config.SESSION_IDLE_MINUTES * 60_000;
  if (now >= row.expiresAt || now.getTime() - row.lastSeenAt.getTime() > idleLimit) {
    return { ok: false, why: 'expired', adminId: row.adminId };
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_AFTER_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, row.id));
  }
  return {
    ok: true,
    session: {
      sessionId: row.id,
      apiTokenId: null,
      adminId: row.adminId,
      username: row.username,
      role: row.activeRole,
      roles: row.roles,
      reauthAt: row.reauthAt,
      mustChangePassword: row.mustChangePassword,
      mfaEnrollmentRequired: row.mfaEnabledAt === null && mfaRequiredRoles(config).some((r) => row.roles.includes(r)),
    },
  };
}

export async function revokeSession(tx: Db, sessionId: number, reason: SessionEndReason = 'LOGGED_OUT'): Promise<void> {
  await tx
    .update(adminSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
}

/** Ends every live session of an admin at once (disabled, roles changed, password reset), saying why. */
export async function revokeAllSessions(
  tx: Db,
  adminId: number,
  reason: SessionEndReason,
  exceptSessionId?: number,
): Promise<number> {
  const revoked = await tx
    .update(adminSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        exceptSessionId === undefined ? undefined : sql`${adminSessions.id} <> ${exceptSessionId}`,
      ),
    )
    .returning({ id: adminSessions.id });
  return revoked.length;
}
