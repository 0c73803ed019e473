import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { createAdmin, resetAdminPassword, setAdminDisabled, setAdminRoles } from '../services/admins/admin-users';
import { listAdmins, loadAdminUser } from '../services/admins/admin-users-query';
import { listSessions, revokeSessionOf } from '../services/admins/admin-sessions';

/** Admin users and their sessions (ADMIN_ROOT). */
export function adminUserRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/admin-list', (body, ctx) => listAdmins(ctx.deps.db, body));

  post(r, '/admins/admin/create', async (body, ctx) => {
    const id = await createAdmin(ctx.deps.db, ctx.actor(), {
      username: body.username,
      password: body.password,
      roles: body.roles,
      mustChangePassword: true,
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
    });
    return loadAdminUser(ctx.deps.db, id);
  });

  post(r, '/admins/admin/roles', async (body, ctx) => {
    const change = await setAdminRoles(
      ctx.deps.db,
      ctx.actor(),
      { id: body.adminId },
      body.roles,
      body.expectedVersion,
    );
    return { admin: await loadAdminUser(ctx.deps.db, change.adminId), revokedSessions: change.revokedSessions };
  });

  post(r, '/admins/admin/disable', async (body, ctx) => {
    const change = await setAdminDisabled(ctx.deps.db, ctx.actor(), { id: body.adminId }, body.disabled, body.reason);
    return { admin: await loadAdminUser(ctx.deps.db, change.adminId), revokedSessions: change.revokedSessions };
  });

  post(r, '/admins/admin/reset-password', async (body, ctx) => {
    // The admin chose nothing here, so they must pick their own password at the next login.
    const change = await resetAdminPassword(ctx.deps.db, ctx.actor(), { id: body.adminId }, body.password, true);
    return { admin: await loadAdminUser(ctx.deps.db, change.adminId), revokedSessions: change.revokedSessions };
  });

  post(r, '/admins/admin/sessions', (body, ctx) =>
    listSessions(ctx.deps.db, ctx.deps.config, body.adminId, ctx.actor().session.sessionId, body.includeEnded),
  );

  post(r, '/admins/admin/session-revoke', (body, ctx) => {
    return revokeSessionOf(ctx.deps.db, ctx.actor(), body.adminId, body.sessionId, 'admin.session_revoke');
  });
  return r;
}
