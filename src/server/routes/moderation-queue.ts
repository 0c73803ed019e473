import { Hono } from 'hono';
import { nowOf } from '../clock';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { lease, release } from '../services/moderation/queue';
import { accountInfo } from '../services/moderation/account-info';

/** Queue leases and the account drawer. */
export function moderationQueueRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/queue/lease', (body, ctx) => lease(ctx.deps.db, body, ctx.actor()));
  post(r, '/admins/queue/release', (body, ctx) => release(ctx.deps.db, body.queue, body.ids, body.holder, ctx.actor()));
  post(r, '/admins/account-info/get', (body, ctx) =>
    accountInfo(ctx.deps.db, body.accountId, body.reveal ?? false, ctx.actor(), {
      now: nowOf(ctx.deps),
      strikeDays: ctx.deps.config.STRIKE_EXPIRY_DAYS,
    }),
  );
  return r;
}
