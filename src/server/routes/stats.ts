import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { regStats } from '../services/stats/reg-stats';
import { sourceStats } from '../services/stats/source-stats';
import { userCountStats } from '../services/stats/user-count-stats';
import { paidStats } from '../services/stats/paid-stats';
import { teamStats } from '../services/stats/team-stats';
import { saveTarget, teamTargets } from '../services/stats/team-targets';

/** Statistics; the guard has already checked the role against each endpoint's area. */
export function statsRoutes() {
  const r = new Hono<AppEnv>();
  const tz = (c: { deps: { config: { BUSINESS_TIME_ZONE: string } } }) => c.deps.config.BUSINESS_TIME_ZONE;

  post(r, '/admins/reg-stats', (body, ctx) => regStats(ctx.deps.db, tz(ctx), body.date, body.minute));
  post(r, '/admins/source-stats', (body, ctx) => sourceStats(ctx.deps.db, tz(ctx), body.date));
  post(r, '/admins/user-count-stats', (_body, ctx) => userCountStats(ctx.deps.db, tz(ctx)));
  post(r, '/admins/paid-stats/get', (body, ctx) =>
    paidStats(ctx.deps.db, {
      tz: tz(ctx),
      from: body.from,
      to: body.to,
      granularity: body.granularity,
      channel: body.channel,
    }),
  );
  post(r, '/admins/team-stats/get', (body, ctx) =>
    teamStats(ctx.deps.db, { tz: tz(ctx), from: body.from, to: body.to }),
  );
  post(r, '/admins/team-stats/targets', (_body, ctx) => teamTargets(ctx.deps.db));
  post(r, '/admins/team-stats/target-save', (body, ctx) => saveTarget(ctx.deps.db, ctx.actor(), body));
  return r;
}
