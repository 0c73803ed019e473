import type { ActionCode } from '#contract/action-codes';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { adminSessions, admins } from '../../db/schema/staff';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import type { AdminSession } from '#contract/api/admin-users';
import { notFound } from '../../domain/api-error';
import type { Actor } from '../../domain/actor';
import { recordAction } from '../core/action-log';
import { revokeAllSessions } from '../auth/sessions';

type SessionRow = typeof adminSessions.$inferSelect;

/** How many sessions a list shows; an admin with more has long-dead ones worth ignoring. */
const LIST_LIMIT = 100;

function stateOf(row: SessionRow, config: Config, now: number): AdminSession['state'] {
  if (row.revokedAt) return 'REVOKED';
  const idle = now - row.lastSeenAt.getTime() > config.SESSION_IDLE_MINUTES * 60_000;
  return now >= row.expiresAt.getTime() || idle ? 'EXPIRED' : 'ACTIVE';
}

function toSession(row: SessionRow, config: Config, currentSessionId: number, now: number): AdminSession {
  return {
    id: row.id,
    activeRole: row.activeRole,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
    state: stateOf(row, config, now),
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.id === currentSessionId,
  };
}

/** An admin's sessions, most recently used first; ended ones only when asked. */
export async function listSessions(
  db: Db,
  config: Config,
  adminId: number,
  currentSessionId: number,
  includeEnded: boolean,
) {
  const [admin] = await db.select({ id: admins.id }).from(admins).where(eq(admins.id, adminId)).limit(1);
  if (!admin) throw notFound('admin');
  const rows = await db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.adminId, adminId),
        includeEnded ? undefined : and(isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(desc(adminSessions.lastSeenAt), desc(adminSessions.id))
    .limit(LIST_LIMIT);
  const now = Date.now();
  const list = rows.map((r) => toSession(r, config, currentSessionId, now));
  return { list: includeEnded ? list : list.filter((s) => s.state === 'ACTIVE') };
}

/**
 * Revokes one session of `adminId`; a session of someone else is "no such session", so ids
 * cannot be probed. Revoking an already ended session changes nothing and says so.
 */
export async function revokeSessionOf(db: Db, actor: Actor, adminId: number, sessionId: number, action: ActionCode) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminSessions)
      .set({ revokedAt: sql`now()`, revokedReason: 'REVOKED' })
      .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)))
      .returning({ id: adminSessions.id });
    if (!row) {
      const [exists] = await tx
        .select({ id: adminSessions.id })
        .from(adminSessions)
        .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.adminId, adminId)))
        .limit(1);
      if (!exists) throw notFound('session');
      return { revoked: false };
    }
    await recordAction(tx, {
      adminId: actor.adminId,
      action,
      targetType: 'session',
      targetId: sessionId,
      after: { ofAdmin: adminId, current: sessionId === actor.session.sessionId },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return { revoked: true };
  });
}

/** Ends every session of the caller but the one making the call ("log out everywhere else"). */
export async function revokeOtherOwnSessions(db: Db, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const revoked = await revokeAllSessions(tx, actor.adminId, 'REVOKED', actor.session.sessionId);
    await recordAction(tx, {
      adminId: actor.adminId,
      action: 'session.revoke_others',
      targetType: 'admin',
      targetId: actor.adminId,
      after: { revokedSessions: revoked },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return revoked;
  });
}
