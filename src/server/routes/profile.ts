import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { updateProfile } from '../services/admins/profile';
import { regionTree } from '../lib/regions';
import { listSessions, revokeOtherOwnSessions, revokeSessionOf } from '../services/admins/admin-sessions';

/** What every admin may do to their own account (area self). */
export function profileRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/profile/update', (body, ctx) => updateProfile(ctx.deps.db, ctx.actor(), body));
  post(r, '/admins/regions/get', async (body) => regionTree(body.locale));
  post(r, '/admins/sessions/mine', (_body, ctx) => {
    const { session } = ctx.actor();
    return listSessions(ctx.deps.db, ctx.deps.config, session.adminId, session.sessionId, false);
  });
  post(r, '/admins/sessions/revoke-mine', async (body, ctx) => {
    const actor = ctx.actor();
    if (body.sessionId === undefined) return { revoked: await revokeOtherOwnSessions(ctx.deps.db, actor) };
    const { revoked } = await revokeSessionOf(ctx.deps.db, actor, actor.adminId, body.sessionId, 'session.revoke_own');
    return { revoked: revoked ? 1 : 0 };
  });
  return r;
}
