import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { confirmMfa, disableMfa, enrollMfa, mfaStatus, resetMfa } from '../services/mfa/mfa-service';

export function mfaRoutes() {
  const r = new Hono<AppEnv>();

  post(r, '/admins/mfa/status', (_body, ctx) => mfaStatus(ctx.deps.db, ctx.deps.config, ctx.actor()));

  post(r, '/admins/mfa/enroll', (_body, ctx) => enrollMfa(ctx.deps.db, ctx.deps.config, ctx.actor()));

  post(r, '/admins/mfa/confirm', (body, ctx) => confirmMfa(ctx.deps.db, ctx.deps.config, ctx.actor(), body.code));

  post(r, '/admins/mfa/disable', async (body, ctx) => {
    await disableMfa(ctx.deps.db, ctx.deps.config, ctx.actor(), body.code);
    return null;
  });

  post(r, '/admins/admin/mfa-reset', async (body, ctx) => {
    const { revokedSessions } = await resetMfa(ctx.deps.db, ctx.actor(), { id: body.adminId });
    return { revokedSessions };
  });

  return r;
}
