import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { unauthenticated } from '../domain/api-error';
import { publishedDocument } from '../openapi/published-document';

export function openApiRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/openapi.json', async (_body, ctx) => publishedDocument(ctx.actor().session.role));
  // The same document by URL for code generators and API tools: the guard has checked the token.
  r.get('/admins/openapi.json', (c) => {
    const session = c.get('session');
    if (!session) throw unauthenticated();
    return c.json(publishedDocument(session.role));
  });
  return r;
}
