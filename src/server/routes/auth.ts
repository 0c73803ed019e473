import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { menuFor } from '#contract/menu';
import { changeOwnPassword, login, logout, reauthenticate, switchRole } from '../services/auth/auth-service';
import { loadAdmin, toAdminInfo } from '../services/admins/admin-info';
import { acknowledgeNotices, pendingNotices } from '../services/admins/security-notices';

export function authRoutes() {
  const r = new Hono<AppEnv>();

  post(r, '/admins/login', async (body, ctx) => {
    const { token, deviceCookie } = await login(
      ctx.deps.db,
      ctx.deps.config,
      body.username,
      body.password,
      body.otp,
      ctx.caller,
    );
    ctx.setDeviceCookie(deviceCookie);
    return token;
  });

  post(r, '/admins/logout', async (_body, ctx) => {
    await logout(ctx.deps.db, ctx.actor());
    return null;
  });

  post(r, '/admins/info/get', async (_body, ctx) => {
    const { session } = ctx.actor();
    const info = toAdminInfo(
      await loadAdmin(ctx.deps.db, session.adminId),
      session.role,
      session.mfaEnrollmentRequired,
      session.apiTokenId === null ? await pendingNotices(ctx.deps.db, session.adminId) : [],
    );
    // An API token holds its one role, whatever else the admin who made it holds.
    return session.apiTokenId === null ? info : { ...info, roles: session.roles };
  });

  post(r, '/admins/menus/get', async (_body, ctx) => menuFor(ctx.actor().session.role));

  post(r, '/admins/role/switch', (body, ctx) => switchRole(ctx.deps.db, ctx.actor(), body.role));

  post(r, '/admins/reauth', (body, ctx) =>
    reauthenticate(ctx.deps.db, ctx.deps.config, ctx.actor(), body.password, body.otp),
  );

  post(r, '/admins/security-notices/ack', (body, ctx) => acknowledgeNotices(ctx.deps.db, ctx.actor(), body.ids));

  post(r, '/admins/password/change', async (body, ctx) => {
    await changeOwnPassword(ctx.deps.db, ctx.actor(), body.oldPassword, body.newPassword);
    return null;
  });

  return r;
}
