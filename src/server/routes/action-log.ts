import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { exportActionLog, listActionLog, verifyActionLog } from '../services/action-log/action-log-query';

/** The action log, read-only: no endpoint edits or deletes it (and the database refuses to). */
export function actionLogRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/action-log/list', (body, ctx) => listActionLog(ctx.deps.db, body));
  post(r, '/admins/action-log/export', (body, ctx) => exportActionLog(ctx.deps.db, ctx.actor(), body.filters));
  post(r, '/admins/action-log/verify', (_body, ctx) => verifyActionLog(ctx.deps.db, ctx.actor()));
  return r;
}
