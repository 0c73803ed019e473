import type { ActionCode } from '#contract/action-codes';
import { and, eq, sql } from 'drizzle-orm';
import { adminSessions, admins } from '../../db/schema/staff';
import type { Db } from '../../db/client';
import type { Config } from '../../config';
import type { Actor, AuthSession, Caller } from '../../domain/actor';
import type { Role } from '#contract/roles';
import { ForbiddenReason } from '#contract/error-codes';
import {
  forbidden,
  invalid,
  invalidPassword,
  refused,
  secondFactorRequired,
  tooManyAttempts,
} from '../../domain/api-error';
import { hashPassword, needsRehash, passwordProblem, verifyAgainstDecoy, verifyPassword } from '../../lib/passwords';
import { claimAttempt, markAttemptSucceeded, type Claim } from './claim-attempt';
import { asHashOwner, trustedLogin, UNTRUSTED } from '../../lib/hash-queue';
import { newDeviceCookie } from '../../lib/device-cookie';
import { deviceKey } from './device-key';
import { isEnabled, useSecondFactor } from './second-factor';
import { loadMfa } from '../../db/mfa-rows';
import { createSession, revokeAllSessions, revokeSession } from './sessions';
import { revokeTokensOfMaker } from './maker-tokens';
import { recordAction } from '../core/action-log';
import { loadAdmin, toAdminInfo } from '../admins/admin-info';

const BAD_CREDENTIALS = 'Username or password is incorrect';
export const REAUTH_VALID_MS = 15 * 60_000;

/**
 * The second step of a login or a re-entry, once the password has proved right: with MFA on, a
 * missing or wrong code is refused (and the attempt stays a failure, so guesses are throttled
 * like passwords). Under a username-wide lock a second factor is required even without MFA on,
 * and its failure answers like a wrong password. Which kind of code was used goes to the log row
 * of the success.
 */
async function checkSecondFactor(
  db: Db,
  config: Config,
  adminId: number,
  otp: string | undefined,
  claim: Claim,
  failure: { action: ActionCode; targetId: string | number; meta: Caller },
): Promise<{ secondFactor?: 'totp' | 'recovery' }> {
  const mfa = await loadMfa(db, adminId);
  if (!isEnabled(mfa) && !claim.underLock) return {};
  const used = otp === undefined || !isEnabled(mfa) ? null : await useSecondFactor(db, config, mfa, otp, failure.meta);
  if (used && used !== 'locked') return { secondFactor: used };
  const why = otp === undefined ? 'required' : (used ?? 'invalid');
  await recordAction(db, {
    adminId,
    action: failure.action,
    targetType: 'admin',
    targetId: failure.targetId,
    after: { secondFactor: why, ...underLock(claim) },
    ip: failure.meta.ip,
    requestId: failure.meta.requestId,
  });
  if (claim.underLock) throw tooManyAttempts(claim.underLock);
  throw secondFactorRequired(why);
}

const underLock = (claim: Claim) => (claim.underLock ? { underLock: true } : {});

/** A wrong password: 42200, or under a username-wide lock the same 42900 as any failure there. */
const wrongPassword = (claim: Claim, why: 'BAD_CREDENTIALS' | 'WRONG_PASSWORD', message: string) =>
  claim.underLock ? tooManyAttempts(claim.underLock) : refused(why, message);

/** A session's token, and the known-device cookie for the browser that opened it. */
export interface LoggedIn {
  token: string;
  deviceCookie: string;
}

export async function login(
  db: Db,
  config: Config,
  username: string,
  password: string,
  otp: string | undefined,
  meta: Caller,
): Promise<LoggedIn> {
  const claim = await claimAttempt(db, username, meta, otp !== undefined);
  try {
    return await checkLogin(db, config, username, password, otp, meta, claim);
  } finally {
    claim.release();
  }
}

/**
 * Where a login's hashing queues (lib/hash-queue.ts): a username known at this source (or from
 * this device) has a place of its own; everyone else shares the untrusted one, in turn by
 * username, then by source, so that a flood from sources a username is not known at waits
 * behind itself.
 */
const hashOwnerOf = (username: string, claim: Claim, ip: string) =>
  claim.trusted ? [trustedLogin(username)] : [UNTRUSTED, `user:${username}`, `ip:${ip}`];

async function checkLogin(
  db: Db,
  config: Config,
  username: string,
  password: string,
  otp: string | undefined,
  meta: Caller,
  claim: Claim,
): Promise<LoggedIn> {
  const [admin] = await db.select().from(admins).where(eq(admins.username, username)).limit(1);
  const ok = await asHashOwner(hashOwnerOf(username, claim, meta.ip), () =>
    admin && !admin.disabled ? verifyPassword(password, admin.passwordHash) : verifyAgainstDecoy(password),
  );
  if (!ok || !admin) {
    await recordAction(db, {
      adminId: admin?.id ?? null,
      action: 'auth.login_failed',
      targetType: 'admin',
      targetId: username,
      after: { username, ...underLock(claim) },
      ip: meta.ip,
      requestId: meta.requestId,
    });
    throw wrongPassword(claim, 'BAD_CREDENTIALS', BAD_CREDENTIALS);
  }
  // Only a right password reaches this: its 40101 says nothing a wrong one would not.
  const factor = await checkSecondFactor(db, config, admin.id, otp, claim, {
    action: 'auth.login_failed',
    targetId: username,
    meta,
  });
  // The password is in hand only now: a hash of an older scheme or cost is replaced by today's.
  const upgradedHash = needsRehash(admin.passwordHash)
    ? await asHashOwner(hashOwnerOf(username, claim, meta.ip), () => hashPassword(password))
    : null;
  const token = await db.transaction(async (tx) => {
    await markAttemptSucceeded(tx, claim.attemptId);
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
      after: { role: admin.activeRole, ...factor, ...(rehashed ? { passwordRehashed: true } : {}) },
      ip: meta.ip,
      requestId: meta.requestId,
    });
    return token;
  });
  // A fresh nonce at every login (OWASP): the browser is known for this username from now on.
  return { token, deviceCookie: newDeviceCookie(await deviceKey(db), username) };
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
    return toAdminInfo(await loadAdmin(tx, session.adminId), role, session.mfaEnrollmentRequired);
  });
}

/** Password re-entry for step-up actions; throttled like a login. */
export async function reauthenticate(db: Db, config: Config, actor: Actor, password: string, otp: string | undefined) {
  const { session } = actor;
  const claim = await claimAttempt(db, session.username, actor, otp !== undefined);
  try {
    return await checkReauth(db, config, actor, password, otp, claim);
  } finally {
    claim.release();
  }
}

async function checkReauth(
  db: Db,
  config: Config,
  actor: Actor,
  password: string,
  otp: string | undefined,
  claim: Claim,
) {
  const { session } = actor;
  const admin = await loadAdmin(db, session.adminId);
  if (!(await verifyPassword(password, admin.passwordHash))) {
    await recordAction(db, {
      adminId: admin.id,
      action: 'auth.reauth_failed',
      targetType: 'admin',
      targetId: admin.id,
      ...(claim.underLock ? { after: underLock(claim) } : {}),
      ip: actor.ip,
      requestId: actor.requestId,
    });
    throw wrongPassword(claim, 'WRONG_PASSWORD', 'Password is incorrect');
  }
  const factor = await checkSecondFactor(db, config, admin.id, otp, claim, {
    action: 'auth.reauth_failed',
    targetId: admin.id,
    meta: actor,
  });
  const now = new Date();
  await db.transaction(async (tx) => {
    await markAttemptSucceeded(tx, claim.attemptId);
    await tx.update(adminSessions).set({ reauthAt: now }).where(eq(adminSessions.id, session.sessionId));
    await recordAction(tx, {
      adminId: admin.id,
      action: 'auth.reauth',
      targetType: 'session',
      targetId: session.sessionId,
      ...(factor.secondFactor ? { after: factor } : {}),
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
  return { validUntil: new Date(now.getTime() + REAUTH_VALID_MS).toISOString() };
}

/** Step-up gate for money and other sensitive writes. */
export function requireRecentReauth(session: AuthSession, now = Date.now()): void {
  if (session.apiTokenId !== null) throw forbidden(ForbiddenReason.REAUTH_REQUIRED, 'An API token cannot step up');
  if (!session.reauthAt || now - session.reauthAt.getTime() > REAUTH_VALID_MS) {
    throw forbidden(ForbiddenReason.REAUTH_REQUIRED, 'Re-enter your password to continue');
  }
}

/**
 * The current password is checked first, throttled and logged like a login, and a wrong one is
 * refused before anything is said about the new one.
 */
export async function changeOwnPassword(db: Db, actor: Actor, oldPassword: string, newPassword: string): Promise<void> {
  const { session } = actor;
  // No second factor rides with a password change, so a username-wide lock refuses it outright.
  const claim = await claimAttempt(db, session.username, actor, false);
  let admin;
  try {
    admin = await loadAdmin(db, session.adminId);
    await checkCurrentPassword(db, actor, admin, oldPassword, claim);
  } finally {
    claim.release();
  }
  await setOwnPassword(db, actor, admin, newPassword);
}

/** The current password, checked and counted like a login; a right one settles the attempt as a success. */
async function checkCurrentPassword(
  db: Db,
  actor: Actor,
  admin: { id: number; passwordHash: string },
  oldPassword: string,
  claim: Claim,
): Promise<void> {
  if (!(await verifyPassword(oldPassword, admin.passwordHash))) {
    await recordAction(db, {
      adminId: admin.id,
      action: 'admin.password_change_failed',
      targetType: 'admin',
      targetId: admin.id,
      ip: actor.ip,
      requestId: actor.requestId,
    });
    throw refused('WRONG_CURRENT_PASSWORD', 'Current password is incorrect');
  }
  // The old password was right: this attempt is a success whatever becomes of the new one.
  await db.transaction((tx) => markAttemptSucceeded(tx, claim.attemptId));
}

async function setOwnPassword(
  db: Db,
  actor: Actor,
  admin: { id: number; username: string; passwordHash: string },
  newPassword: string,
): Promise<void> {
  const { session } = actor;
  const problem = passwordProblem(newPassword, admin.username);
  if (problem) throw invalidPassword('newPassword', problem);
  if (await verifyPassword(newPassword, admin.passwordHash))
    throw invalid('newPassword', 'must differ from the current password', 'same_as_current');
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(admins)
      .set({ passwordHash, mustChangePassword: false, version: sql`${admins.version} + 1`, updatedAt: new Date() })
      .where(and(eq(admins.id, admin.id)));
    await revokeAllSessions(tx, admin.id, 'PASSWORD_CHANGED', session.sessionId);
    const revokedApiTokens = await revokeTokensOfMaker(tx, admin.id, 'MAKER_PASSWORD_CHANGED', admin.id);
    await recordAction(tx, {
      adminId: admin.id,
      action: 'admin.password_change',
      targetType: 'admin',
      targetId: admin.id,
      ...(revokedApiTokens ? { after: { revokedApiTokens } } : {}),
      ip: actor.ip,
      requestId: actor.requestId,
    });
  });
}
