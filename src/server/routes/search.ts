import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { searchRecords } from '../services/search/search';

/** The palette's search for records by id, order number or nickname. */
export function searchRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/search', (body, ctx) => searchRecords(ctx.deps.db, body.q, ctx.actor().session.role));
  return r;
}
