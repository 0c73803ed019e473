import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { post } from '../http/endpoint';
import { trainNow } from '../services/classifier/train-model';
import { classifierThresholds, saveClassifierThresholds } from '../services/classifier/thresholds';
import { classifierDryRun } from '../services/classifier/threshold-dry-run';
import { classifierQuality } from '../services/classifier/model-quality-report';

export function classifierRoutes() {
  const r = new Hono<AppEnv>();
  post(r, '/admins/classifier/train', (body, ctx) => trainNow(ctx.deps.db, ctx.actor(), body));
  post(r, '/admins/classifier/thresholds', (_body, ctx) => classifierThresholds(ctx.deps.db));
  post(r, '/admins/classifier/thresholds-save', (body, ctx) =>
    saveClassifierThresholds(ctx.deps.db, ctx.actor(), body),
  );
  post(r, '/admins/classifier/dry-run', (body, ctx) => classifierDryRun(ctx.deps.db, body));
  post(r, '/admins/classifier/quality', (body, ctx) => classifierQuality(ctx.deps.db, body));
  return r;
}
