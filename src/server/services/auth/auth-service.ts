import { and, eq, sql } from 'drizzle-orm';
import { adminSessions, admins, loginAttempts } from '../../db/schema/staff';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import type { Actor, AuthSession, Caller } from '../../domain/actor';
import type { Role } from '#contract/roles';
import { ForbiddenReason } from '#contract/error-codes';
import { forbidden, invalid, refused, tooManyAttempts } from '../../domain/api-error';
import { hashPassword, needsRehash, passwordProblem, verifyAgainstDecoy, verifyPassword } from '../../lib/passwords';
import { lockAttempts, retryAfterSeconds } from './login-throttle';
import { createSession, revokeAllSessions, revokeSession } from './sessions';
import { recordAction } from '../action-log/action-log';
import { loadAdmin, toAdminInfo } from '../admins/admin-info';

const BAD_CREDENTIALS = 'Username or password is incorrect';
export const REAUTH_VALID_MS = 15 * 60_000;

/**
 * Counts the attempt before the password is checked, inside the throttle's locks, so that
 * parallel guesses cannot slip past the limit. The slow hash runs outside any transaction.
 */
async function claimAttempt(db: Db, username: string, meta: Caller): Promise<number> {
  return db
    .transaction(async (tx) => {
      await lockAttempts(tx, username, meta.ip);
      const wait = await retryAfterSeconds(tx, username, meta.ip);
      if (wait > 0) {
        await recordAction(tx, {
          adminId: null,
          action: 'auth.login_throttled',
          targetType: 'admin',
          targetId: username,
          after: { username, retryAfterSeconds: wait },
          ip: meta.ip,
          requestId: meta.requestId,
        });
        return -wait;
      }
      const [attempt] = await tx
        .insert(loginAttempts)
        .values({ username, ip: meta.ip, success: false })
        .returning({ id: loginAttempts.id });
      return attempt!.id;
    })
    .then((id) => {
      if (id < 0) throw tooManyAttempts(-id);
      return id;
    });
}

export async function login(db: Db, config: Config, username: string, password: string, meta: Caller): Promise<string> {
  const attemptId = await claimAttempt(db, username, meta);
  const [admin] = await db.select().from(admins).where(eq(admins.username, username)).limit(1);
  const ok =
    admin && !admin.disabled ? await verifyPassword(password, admin.passwordHash) : await verifyAgainstDecoy(password);
  if (!ok || !admin) {
    await recordAction(db, {
      adminId: admin?.id ?? null,
      action: 'auth.login_failed',
      targetType: 'admin',
      targetId: username,
      after: { username },
      ip: meta.ip,
      requestId: meta.requestId,
    });
    throw refused(BAD_CREDENTIALS);
  }
  // The password is in hand only now: a hash of an older scheme or cost is replaced by today's.
  const upgradedHash = needsRehash(admin.passwordHash) ? await hashPassword(password) : null;
  return db.transaction(async (tx) => {
    await tx.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
    const rehashed =
      upgradedHash !== null &&
      (
        await tx
          .update(admins)
          .set({ passwordHash: upgradedHash })
          .where(and(eq(admins.id, admin.id), eq(admins.passwordHash, admin.passwordHash)))
          .returning({ id: admins.id })
      ).length > 0;
    const token = await createSession(tx, config, admin, meta);
    await recordAction(tx, {
      adminId: admin.id,
      action: 'auth.login',
      targetType: 'admin',
      targetId: admin.id,
      after: rehashed ? { role: admin.activeRole, passwordRehashed: true } : { role: admin.activeRole },
      ip: meta.ip,
      requestId: meta.requestId,
    });
    return token;
  });
}

export async function logout(db: Db, actor: Actor): Promise<void> {
  const { session } = actor;
  await db.transaction(async (tx) => {
    await revokeSession(tx, session.sessionId);
    await recordAction(tx, {
      adminId: session.adminId,
      action: 'auth.logout',
      targetType: 'session',
      targetId: session.sessionId,
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
}

export async function switchRole(db: Db, actor: Actor, role: Role) {
  const { session } = actor;
  if (!session.roles.includes(role)) {
    await recordAction(db, {
      adminId: session.adminId,
      action: 'auth.denied',
      targetType: 'role',
      targetId: role,
      after: { path: '/admins/role/switch', role: session.role, asked: role },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    throw forbidden(ForbiddenReason.ROLE, `You do not hold the role ${role}`);
  }
  return db.transaction(async (tx) => {
    await tx.update(adminSessions).set({ activeRole: role }).where(eq(adminSessions.id, session.sessionId));
    await tx.update(admins).set({ activeRole: role, updatedAt: new Date() }).where(eq(admins.id, session.adminId));
    await recordAction(tx, {
      adminId: session.adminId,
      action: 'auth.role_switch',
      targetType: 'admin',
      targetId: session.adminId,
      before: { role: session.role },
      after: { role },
      ip: actor.ip,
      requestId: actor.requestId,
    });
    return toAdminInfo(await loadAdmin(tx, session.adminId), role);
  });
}

/** Password re-entry for step-up actions; throttled like a login. */
export async function reauthenticate(db: Db, actor: Actor, password: string) {
  const { session } = actor;
  const attemptId = await claimAttempt(db, session.username, actor);
  const admin = await loadAdmin(db, session.adminId);
  if (!(await verifyPassword(password, admin.passwordHash))) {
    await recordAction(db, {
      adminId: admin.id,
      action: 'auth.reauth_failed',
      targetType: 'admin',
      targetId: admin.id,
      ip: actor.ip,
      requestId: actor.requestId,
    });
    throw refused('Password is incorrect');
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
    await tx.update(adminSessions).set({ reauthAt: now }).where(eq(adminSessions.id, session.sessionId));
    await recordAction(tx, {
      adminId: admin.id,
      action: 'auth.reauth',
      targetType: 'session',
      targetId: session.sessionId,
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
  return { validUntil: new Date(now.getTime() + REAUTH_VALID_MS).toISOString() };
}

/** Step-up gate for money and other sensitive writes. */
export function requireRecentReauth(session: AuthSession, now = Date.now()): void {
  if (!session.reauthAt || now - session.reauthAt.getTime() > REAUTH_VALID_MS) {
    throw forbidden(ForbiddenReason.REAUTH_REQUIRED, 'Re-enter your password to continue');
  }
}

export async function changeOwnPassword(db: Db, actor: Actor, oldPassword: string, newPassword: string): Promise<void> {
  const { session } = actor;
  const admin = await loadAdmin(db, session.adminId);
  if (!(await verifyPassword(oldPassword, admin.passwordHash))) throw refused('Current password is incorrect');
  const problem = passwordProblem(newPassword, admin.username);
  if (problem) throw invalid('newPassword', problem.message, problem.rule, problem.limit);
  if (await verifyPassword(newPassword, admin.passwordHash))
    throw invalid('newPassword', 'must differ from the current password', 'same_as_current');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({ passwordHash, mustChangePassword: false, version: sql`${admins.version} + 1`, updatedAt: new Date() })
      .where(and(eq(admins.id, admin.id)));
    await revokeAllSessions(tx, admin.id, session.sessionId);
    await recordAction(tx, {
      adminId: admin.id,
      action: 'admin.password_change',
      targetType: 'admin',
      targetId: admin.id,
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
}
