import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/env';
import type { Metrics } from './metrics';
import type { Readiness } from './readiness';

export interface ProbeOptions {
  readiness: () => Promise<Readiness>;
  metrics: Metrics | null;
  /** Bearer token /metrics asks for on this port; null: no /metrics here. */
  metricsToken: string | null;
}

/**
 * GET /healthz, /readyz and /metrics: outside /admins/ and its guard, without the envelope, never
 * cached. /healthz answers without touching the database: a process whose database is down is
 * alive (restarting it would not help); /readyz is the one that says so.
 */
export function probeRoutes(options: ProbeOptions) {
  const r = new Hono<AppEnv>();
  r.use('/healthz', noStore);
  r.use('/readyz', noStore);
  r.use('/metrics', noStore);
  r.get('/healthz', (c) => c.json({ status: 'ok' }));
  r.get('/readyz', async (c) => {
    const result = await options.readiness();
    return result.ready ? c.json({ status: 'ready' }) : c.json({ status: 'unavailable', reason: result.reason }, 503);
  });
  r.get('/metrics', async (c) => {
    const { metrics, metricsToken } = options;
    if (!metrics || metricsToken === null) return c.text('metrics are not served on this port\n', 404);
    if (!bearerMatches(c.req.header('authorization'), metricsToken)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.text('a bearer token is required\n', 401);
    }
    return exposition(c, metrics);
  });
  return r;
}

/** The app of METRICS_PORT: /metrics without a token, nothing else. */
export function metricsPortApp(metrics: Metrics) {
  const app = new Hono();
  app.use('*', noStore);
  app.get('/metrics', (c) => exposition(c, metrics));
  app.notFound((c) => c.text('not found\n', 404));
  return app;
}

async function exposition(c: Context, metrics: Metrics) {
  const body = await metrics.registry.metrics();
  return c.body(body, 200, { 'Content-Type': metrics.registry.contentType });
}

async function noStore(c: Context, next: () => Promise<void>) {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
}

/** Compared as digests, in constant time: the token's length and content give nothing away. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  if (!sent) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(sent), digest(token));
}
