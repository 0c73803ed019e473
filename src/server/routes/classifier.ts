import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { trainNow } from '../services/classifier/train-model';

export function classifierRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/classifier/train', (body, ctx) => trainNow(ctx.deps.db, ctx.actor(), body));
  return r;
}
