import { eq, sql } from 'drizzle-orm';
import { admins } from '../db/schema/staff';
import type { Db } from '../db/client';
import type { Role } from '../../contract/roles';
import { conflict, invalid, notFound } from '../http/api-error';
import { hashPassword, passwordProblem } from './passwords';
import { revokeAllSessions } from './sessions';
import { recordAction } from './action-log';

/** Who performs an admin-management change: an admin over the API, or the operator's CLI. */
export interface Actor {
  adminId: number | null;
  ip: string;
  requestId: string;
}

export interface NewAdmin {
  username: string;
  password: string;
  roles: Role[];
  name?: string;
  email?: string;
  /** Set when someone other than the admin chose the password. */
  mustChangePassword: boolean;
}

export async function createAdmin(db: Db, actor: Actor, input: NewAdmin): Promise<number> {
  if (!/^[a-z0-9_.-]{2,64}$/.test(input.username)) invalidUsername();
  if (input.roles.length === 0) throw invalid('roles', 'at least one role is required');
  const problem = passwordProblem(input.password, input.username);
  if (problem) throw invalid('password', problem);
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
        mustChangePassword: input.mustChangePassword,
      })
      .onConflictDoNothing()
      .returning({ id: admins.id });
    if (!row) throw conflict(`username: ${input.username} is taken`);
    await recordAction(tx, {
      ...actor, action: 'admin.create', targetType: 'admin', targetId: row.id,
      after: { username: input.username, roles: input.roles },
    });
    return row.id;
  });
}

function invalidUsername(): never {
  throw invalid('username', 'must be 2–64 characters of a-z, 0-9, _ . -');
}

async function adminByUsername(tx: Db, username: string) {
  const [row] = await tx.select().from(admins).where(eq(admins.username, username)).limit(1);
  if (!row) throw notFound('admin');
  return row;
}

/** Disabling ends every session of the admin in the same transaction. */
export async function setAdminDisabled(db: Db, actor: Actor, username: string, disabled: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const admin = await adminByUsername(tx, username);
    await tx
      .update(admins)
      .set({ disabled, version: sql`${admins.version} + 1`, updatedAt: new Date() })
      .where(eq(admins.id, admin.id));
    const revoked = disabled ? await revokeAllSessions(tx, admin.id) : 0;
    await recordAction(tx, {
      ...actor, action: disabled ? 'admin.disable' : 'admin.enable', targetType: 'admin', targetId: admin.id,
      before: { disabled: admin.disabled }, after: { disabled, revokedSessions: revoked },
    });
  });
}

/** Changing roles revokes the admin's sessions, so no session keeps a role it lost. */
export async function setAdminRoles(db: Db, actor: Actor, username: string, roles: Role[]): Promise<void> {
  if (roles.length === 0) throw invalid('roles', 'at least one role is required');
  await db.transaction(async (tx) => {
    const admin = await adminByUsername(tx, username);
    const activeRole = roles.includes(admin.activeRole) ? admin.activeRole : roles[0]!;
    await tx
      .update(admins)
      .set({ roles, activeRole, version: sql`${admins.version} + 1`, updatedAt: new Date() })
      .where(eq(admins.id, admin.id));
    const revoked = await revokeAllSessions(tx, admin.id);
    await recordAction(tx, {
      ...actor, action: 'admin.roles', targetType: 'admin', targetId: admin.id,
      before: { roles: admin.roles }, after: { roles, revokedSessions: revoked },
    });
  });
}

export async function resetAdminPassword(
  db: Db,
  actor: Actor,
  username: string,
  password: string,
  mustChangePassword: boolean,
): Promise<void> {
  const problem = passwordProblem(password, username);
  if (problem) throw invalid('password', problem);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const admin = await adminByUsername(tx, username);
    await tx
      .update(admins)
      .set({ passwordHash, mustChangePassword, version: sql`${admins.version} + 1`, updatedAt: new Date() })
      .where(eq(admins.id, admin.id));
    const revoked = await revokeAllSessions(tx, admin.id);
    await recordAction(tx, {
      ...actor, action: 'admin.reset_password', targetType: 'admin', targetId: admin.id,
      after: { revokedSessions: revoked, mustChangePassword },
    });
  });
}
