import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { deleteSavedView, getSavedView, listSavedViews, saveSavedView } from '../services/saved-views/saved-views';

/** Saved views of lists and queues (every role, for the lists it may open). */
export function savedViewRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/views/list', (body, ctx) => listSavedViews(ctx.deps.db, ctx.actor(), body.list));
  post(r, '/admins/views/get', (body, ctx) => getSavedView(ctx.deps.db, ctx.actor(), body.id));
  post(r, '/admins/views/save', (body, ctx) => saveSavedView(ctx.deps.db, ctx.actor(), body));
  post(r, '/admins/views/delete', (body, ctx) => deleteSavedView(ctx.deps.db, ctx.actor(), body.id));
  return r;
}
