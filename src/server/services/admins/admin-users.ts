import { and, eq, sql } from 'drizzle-orm';
import { admins } from '../../db/schema/staff';
import type { Db } from '../../db/client';
import type { Actor, Operator } from '../../domain/actor';
import type { Role } from '#contract/roles';
import { conflict, invalid, invalidPassword, notFound, refused } from '../../domain/api-error';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { revokeAllSessions } from '../auth/sessions';
import { revokeTokensOfMaker } from '../auth/maker-tokens';
import { recordAction } from '../core/action-log';
import { requireRecentReauth } from '../auth/auth-service';

/** An admin over the API, or the operator's command line (no session, no step-up). */
type Changer = Actor | Operator;

/** An admin named by username (the CLI) or by id (the API). */
export type AdminRef = string | { id: number };

export interface NewAdmin {
  username: string;
  password: string;
  roles: Role[];
  name?: string;
  email?: string;
  phone?: string;
  /** Set when someone other than the admin chose the password. */
  mustChangePassword: boolean;
}

export interface AdminChange {
  adminId: number;
  revokedSessions: number;
}

function requireStepUp(actor: Changer): void {
  if (actor.session) requireRecentReauth(actor.session);
}

export async function createAdmin(db: Db, actor: Changer, input: NewAdmin): Promise<number> {
  requireStepUp(actor);
  if (!/^[a-z0-9_.-]{2,64}$/.test(input.username)) invalidUsername();
  if (input.roles.length === 0) throw invalid('roles', 'at least one role is required', 'too_small', 1);
  const problem = passwordProblem(input.password, input.username);
  if (problem) throw invalidPassword('password', problem);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(admins)
      .values({
        username: input.username,
        passwordHash,
        roles: input.roles,
        activeRole: input.roles[0]!,
        name: input.name ?? input.username,
        email: input.email ?? '',
        phone: input.phone ?? '',
        mustChangePassword: input.mustChangePassword,
      })
      .onConflictDoNothing()
      .returning({ id: admins.id });
    if (!row) throw invalid('username', `${input.username} is already taken`, 'taken');
    await recordAction(tx, {
      adminId: actor.adminId,
      ip: actor.ip,
      requestId: actor.requestId,
      action: 'admin.create',
      targetType: 'admin',
      targetId: row.id,
      after: { username: input.username, roles: input.roles, mustChangePassword: input.mustChangePassword },
    });
    return row.id;
  });
}

function invalidUsername(): never {
  throw invalid('username', 'must be 2–64 characters of a-z, 0-9, _ . -', 'invalid_format');
}

const refWhere = (who: AdminRef) => (typeof who === 'string' ? eq(admins.username, who) : eq(admins.id, who.id));

async function lockAdmin(tx: Db, who: AdminRef) {
  const [row] = await tx.select().from(admins).where(refWhere(who)).limit(1).for('update');
  if (!row) throw notFound('admin');
  return row;
}

/**
 * Locks every enabled ADMIN_ROOT (in id order, so concurrent callers queue instead of
 * deadlocking) and returns their ids. Two roots demoting each other at the same moment thus
 * take turns, and the second sees that it would remove the last root.
 */
async function lockRoots(tx: Db): Promise<number[]> {
  const rows = await tx
    .select({ id: admins.id })
    .from(admins)
    .where(and(sql`'ADMIN_ROOT' = ANY(${admins.roles})`, eq(admins.disabled, false)))
    .orderBy(admins.id)
    .for('update');
  return rows.map((r) => r.id);
}

function keepsARoot(roots: number[], targetId: number): void {
  if (roots.length === 1 && roots[0] === targetId) {
    throw refused('LAST_ROOT', 'This is the last enabled ADMIN_ROOT; the console must keep one');
  }
}

/** Disabling ends every session of the admin in the same transaction. */
export async function setAdminDisabled(
  db: Db,
  actor: Changer,
  who: AdminRef,
  disabled: boolean,
  reason?: string,
): Promise<AdminChange> {
  // Enabling restores access as surely as disabling takes it: both need a fresh step-up.
  requireStepUp(actor);
  return db.transaction(async (tx) => {
    const roots = disabled ? await lockRoots(tx) : [];
    const admin = await lockAdmin(tx, who);
    if (disabled && admin.id === actor.adminId) throw refused('DISABLE_SELF', 'You cannot disable yourself');
    if (disabled) keepsARoot(roots, admin.id);
    await tx
      .update(admins)
      .set({ disabled, version: sql`${admins.version} + 1`, updatedAt: new Date() })
      .where(eq(admins.id, admin.id));
    const revoked = disabled ? await revokeAllSessions(tx, admin.id, 'DISABLED') : 0;
    const revokedApiTokens = disabled ? await revokeTokensOfMaker(tx, admin.id, 'MAKER_DISABLED', actor.adminId) : 0;
    await recordAction(tx, {
      adminId: actor.adminId,
      ip: actor.ip,
      requestId: actor.requestId,
      action: disabled ? 'admin.disable' : 'admin.enable',
      targetType: 'admin',
      targetId: admin.id,
      before: { disabled: admin.disabled },
      after: { disabled, revokedSessions: revoked, ...(revokedApiTokens ? { revokedApiTokens } : {}) },
      reason: reason ?? null,
    });
    return { adminId: admin.id, revokedSessions: revoked };
  });
}

/** Changing roles revokes the admin's sessions, so no session keeps a role it lost. */
export async function setAdminRoles(
  db: Db,
  actor: Changer,
  who: AdminRef,
  roles: Role[],
  expectedVersion?: number,
): Promise<AdminChange> {
  requireStepUp(actor);
  if (roles.length === 0) throw invalid('roles', 'at least one role is required', 'too_small', 1);
  return db.transaction(async (tx) => {
    const roots = await lockRoots(tx);
    const admin = await lockAdmin(tx, who);
    if (expectedVersion !== undefined && admin.version !== expectedVersion) {
      throw conflict('The admin changed since you loaded it; reload and try again', { version: admin.version });
    }
    if (!roles.includes('ADMIN_ROOT') && admin.roles.includes('ADMIN_ROOT')) {
      if (admin.id === actor.adminId) throw refused('DEMOTE_SELF', 'You cannot remove ADMIN_ROOT from yourself');
      keepsARoot(roots, admin.id);
    }
    const activeRole = roles.includes(admin.activeRole) ? admin.activeRole : roles[0]!;
    await tx
      .update(admins)
      .set({ roles, activeRole, version: sql`${admins.version} + 1`, updatedAt: new Date() })
      .where(eq(admins.id, admin.id));
    // A root editing their own roles keeps the session they are using, if its role survives.
    const keep =
      admin.id === actor.adminId && actor.session && roles.includes(actor.session.role)
        ? actor.session.sessionId
        : undefined;
    const revoked = await revokeAllSessions(tx, admin.id, 'ROLES_CHANGED', keep);
    const revokedApiTokens = await revokeTokensOfMaker(tx, admin.id, 'MAKER_ROLES_CHANGED', actor.adminId);
    await recordAction(tx, {
      adminId: actor.adminId,
      ip: actor.ip,
      requestId: actor.requestId,
      action: 'admin.roles',
      targetType: 'admin',
      targetId: admin.id,
      before: { roles: admin.roles },
      after: { roles, revokedSessions: revoked, ...(revokedApiTokens ? { revokedApiTokens } : {}) },
    });
    return { adminId: admin.id, revokedSessions: revoked };
  });
}

export async function resetAdminPassword(
  db: Db,
  actor: Changer,
  who: AdminRef,
  password: string,
  mustChangePassword: boolean,
): Promise<AdminChange> {
  requireStepUp(actor);
  // The slow hash runs before the transaction, so no row lock is held while it computes.
  const [found] = await db
    .select({ id: admins.id, username: admins.username })
    .from(admins)
    .where(refWhere(who))
    .limit(1);
  if (!found) throw notFound('admin');
  // Over the API, one's own password changes with the old one: /admins/password/change.
  if (actor.session && found.id === actor.adminId)
    throw refused('RESET_OWN_PASSWORD', 'Change your own password in your settings');
  const problem = passwordProblem(password, found.username);
  if (problem) throw invalidPassword('password', problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const admin = await lockAdmin(tx, { id: found.id });
    await tx
      .update(admins)
      .set({ passwordHash, mustChangePassword, version: sql`${admins.version} + 1`, updatedAt: new Date() })
      .where(eq(admins.id, admin.id));
    const revoked = await revokeAllSessions(tx, admin.id, 'PASSWORD_RESET');
    const revokedApiTokens = await revokeTokensOfMaker(tx, admin.id, 'MAKER_PASSWORD_RESET', actor.adminId);
    await recordAction(tx, {
      adminId: actor.adminId,
      ip: actor.ip,
      requestId: actor.requestId,
      action: 'admin.reset_password',
      targetType: 'admin',
      targetId: admin.id,
      after: { revokedSessions: revoked, mustChangePassword, ...(revokedApiTokens ? { revokedApiTokens } : {}) },
    });
    return { adminId: admin.id, revokedSessions: revoked };
  });
}
