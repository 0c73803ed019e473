import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post, type CallContext } from '../http/endpoint';
import { nowOf } from '../clock';
import { waveView } from '../services/waves/wave-view';
import { decideWave } from '../services/waves/wave-decide';
import type { EnforcementContext } from '../services/enforcement/context';
import { withStoredReason } from '#contract/api/moderation-bulk';

const contextOf = (ctx: CallContext): EnforcementContext => ({
  db: ctx.deps.db,
  actor: ctx.actor(),
  clock: { now: nowOf(ctx.deps), strikeDays: ctx.deps.config.STRIKE_EXPIRY_DAYS },
});

/** Waves of near-identical posts: one wave's view, and one decision for its items (and authors). */
export function waveRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/wave/get', (body, ctx) => waveView(ctx.deps.db, body.id, nowOf(ctx.deps)));
  post(r, '/admins/wave/decide', (body, ctx) => decideWave(contextOf(ctx), withStoredReason(body)));
  return r;
}
