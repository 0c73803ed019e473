import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { secondReviewQueue, secondReviewVerdict } from '../services/second-review/review-verdict';
import { escalatedList, resolveReview } from '../services/second-review/lead-decision';
import { agreement, reviewSettings, saveReviewSettings } from '../services/second-review/agreement';

/** Second review of sampled decisions: the reviewers' queue, the leads' list, agreement and the share. */
export function secondReviewRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/second-review/queue', (body, ctx) => secondReviewQueue(ctx.deps.db, ctx.actor(), body));
  post(r, '/admins/second-review/verdict', (body, ctx) => secondReviewVerdict(ctx.deps.db, ctx.actor(), body));
  post(r, '/admins/second-review/escalated', (body, ctx) => escalatedList(ctx.deps.db, body));
  post(r, '/admins/second-review/resolve', (body, ctx) => resolveReview(ctx.deps.db, ctx.actor(), body));
  post(r, '/admins/second-review/agreement', (body, ctx) =>
    agreement(ctx.deps.db, { tz: ctx.deps.config.BUSINESS_TIME_ZONE, from: body.from, to: body.to }),
  );
  post(r, '/admins/second-review/settings', (_body, ctx) => reviewSettings(ctx.deps.db));
  post(r, '/admins/second-review/settings-save', (body, ctx) => saveReviewSettings(ctx.deps.db, ctx.actor(), body));
  return r;
}
