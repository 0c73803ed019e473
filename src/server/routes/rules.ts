import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { listRules, saveRule } from '../services/rules/rules';
import { dryRunRule } from '../services/rules/dry-run';
import { applyBacklog, backlogProgress } from '../services/rules/backlog';

export function ruleRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/rules/list', (body, ctx) => listRules(ctx.deps.db, body));
  post(r, '/admins/rules/save', (body, ctx) => saveRule(ctx.deps.db, ctx.actor(), body));
  post(r, '/admins/rules/test', (body, ctx) => dryRunRule(ctx.deps.db, body));
  post(r, '/admins/rules/apply-backlog', (body, ctx) => applyBacklog(ctx.deps.db, ctx.actor(), body));
  post(r, '/admins/rules/backlog-progress', (body, ctx) => backlogProgress(ctx.deps.db, body.ruleId));
  return r;
}
