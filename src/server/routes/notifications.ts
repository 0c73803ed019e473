import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { clearNotifications, listNotifications, markNotificationsRead } from '../services/workplace/notifications';

export function notificationRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/notifications/list', (body, ctx) => {
    const { session } = ctx.actor();
    return listNotifications(ctx.deps.db, session.adminId, session.role, body.type, body.pageSize);
  });
  post(r, '/admins/notifications/read', (body, ctx) => markNotificationsRead(ctx.deps.db, ctx.actor(), body));
  post(r, '/admins/notifications/clear', (body, ctx) => clearNotifications(ctx.deps.db, ctx.actor(), body.type));
  return r;
}
