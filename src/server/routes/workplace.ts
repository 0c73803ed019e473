import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { workplaceOverview } from '../services/workplace/workplace-cards';
import { contentCategories, contentData, popularContent } from '../services/workplace/workplace-content';

/** The workplace dashboard, one endpoint per panel so the screen loads them in parallel. */
export function workplaceRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/workplace/get', (_body, ctx) => {
    const { session } = ctx.actor();
    return workplaceOverview(ctx.deps.db, ctx.deps.config.BUSINESS_TIME_ZONE, session.adminId, session.role);
  });
  post(r, '/admins/workplace/content-data', (_body, ctx) =>
    contentData(ctx.deps.db, ctx.deps.config.BUSINESS_TIME_ZONE),
  );
  post(r, '/admins/workplace/popular', (body, ctx) =>
    popularContent(ctx.deps.db, ctx.deps.config.BUSINESS_TIME_ZONE, body.type),
  );
  post(r, '/admins/workplace/categories', (_body, ctx) =>
    contentCategories(ctx.deps.db, ctx.deps.config.BUSINESS_TIME_ZONE),
  );
  return r;
}
