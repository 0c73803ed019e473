import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { createApiToken, listApiTokens, revokeApiToken } from '../services/admins/api-tokens';

/** API tokens for scripts (ADMIN_ROOT). */
export function apiTokenRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/api-tokens/list', (body, ctx) => listApiTokens(ctx.deps.db, body.includeEnded));
  post(r, '/admins/api-tokens/create', (body, ctx) => createApiToken(ctx.deps.db, ctx.actor(), body));
  post(r, '/admins/api-tokens/revoke', (body, ctx) => revokeApiToken(ctx.deps.db, ctx.actor(), body.tokenId));
  return r;
}
