import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { publishedDocument } from '../openapi/published-document';

export function openApiRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/openapi.json', async (_body, ctx) => publishedDocument(ctx.actor().session.role));
  return r;
}
