import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { listRules, overturned, saveRule } from '../services/rules/rules';
import { dryRunRule } from '../services/rules/dry-run';
import { applyBacklog, backlogProgress } from '../services/rules/backlog';
import { liftPersonHold, personHold, setPersonHold } from '../services/rules/person-holds';
import { nowOf } from '../clock';

export function ruleRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/rules/list', (body, ctx) => listRules(ctx.deps.db, body));
  post(r, '/admins/rules/save', (body, ctx) => saveRule(ctx.deps.db, ctx.actor(), body));
  post(r, '/admins/rules/test', (body, ctx) => dryRunRule(ctx.deps.db, body));
  post(r, '/admins/rules/apply-backlog', (body, ctx) => applyBacklog(ctx.deps.db, ctx.actor(), body));
  post(r, '/admins/rules/backlog-progress', (body, ctx) => backlogProgress(ctx.deps.db, body.ruleId));
  post(r, '/admins/rules/overturned', (body, ctx) => overturned(ctx.deps.db, body.ruleId, body.limit));
  post(r, '/admins/account/hold-get', (body, ctx) => personHold(ctx.deps.db, body.accountId));
  post(r, '/admins/account/hold', (body, ctx) => setPersonHold(ctx.deps.db, ctx.actor(), body, nowOf(ctx.deps)));
  post(r, '/admins/account/hold-lift', (body, ctx) => liftPersonHold(ctx.deps.db, ctx.actor(), body.accountId));
  return r;
}
