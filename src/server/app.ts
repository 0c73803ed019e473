import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from './http/env';
import { guard } from './http/guard';
import { onError } from './http/on-error';
import { clientIp } from './http/client-ip';
import { assignRequestId } from './http/request-id';
import { notFound } from './domain/api-error';
import { limitBodySize } from './http/body-size';
import { styleNonce } from './http/csp-nonce';
import { serveConsole } from './http/static';
import { readConsoleManifest } from './http/console-page';
import { mediaRoutes } from './routes/media';
import { authRoutes } from './routes/auth';
import { notificationRoutes } from './routes/notifications';
import { orderRoutes } from './routes/orders';
import { channelRoutes } from './routes/channels';
import { adminUserRoutes } from './routes/admin-users';
import { actionLogRoutes } from './routes/action-log';
import { profileRoutes } from './routes/profile';
import { moderationListRoutes } from './routes/moderation-lists';
import { moderationUpdateRoutes } from './routes/moderation-updates';
import { moderationQueueRoutes } from './routes/moderation-queue';
import { statsRoutes } from './routes/stats';
import { workplaceRoutes } from './routes/workplace';
import { searchRoutes } from './routes/search';
import { sampleApiRoutes } from './routes/sample-api';
import { probeRoutes } from './ops/probe-routes';
import { readinessCheck } from './ops/readiness';
import { accessLogLine, endpointOf, writeAccessLog } from './ops/access-log';
import type { Metrics } from './ops/metrics';
import { mfaRoutes } from './routes/mfa';
import { openApiRoutes } from './routes/openapi';
import { apiTokenRoutes } from './routes/api-tokens';
import { savedViewRoutes } from './routes/saved-views';
import { enforcementRoutes } from './routes/enforcement';
import { ruleRoutes } from './routes/rules';
import { classifierRoutes } from './routes/classifier';
import { waveRoutes } from './routes/waves';
import { secondReviewRoutes } from './routes/second-review';
import { liveRoutes, liveStreamRoute } from './routes/live';

export interface AppOptions {
  /** Built console to serve; without it only the API answers. */
  staticDir?: string | undefined;
  /** The process's metrics (ops/metrics.ts); without them nothing is counted and /metrics is 404. */
  metrics?: Metrics | null | undefined;
  /** True once the process has been asked to stop: /readyz answers 503 from then on. */
  draining?: (() => boolean) | undefined;
}

/**
 * The browser features the console uses: writing to the clipboard (copying a token, recovery
 * codes, a view's link) and nothing else. Only features Chromium knows are named: an unknown one
 * is reported on every page.
 */
const PERMISSIONS_POLICY: Record<string, string[]> = {
  accelerometer: [],
  browsingTopics: [],
  camera: [],
  clipboardRead: [],
  clipboardWrite: ['self'],
  displayCapture: [],
  geolocation: [],
  gyroscope: [],
  hid: [],
  idleDetection: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  screenWakeLock: [],
  serial: [],
  usb: [],
  xrSpatialTracking: [],
};

export function createApp(deps: Deps, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const manifest = readConsoleManifest(options.staticDir);
  const metrics = options.metrics ?? null;
  const draining = options.draining ?? (() => false);

  app.use('*', assignRequestId);
  app.use(
    '*',
    createMiddleware<AppEnv>(async (c, next) => {
      const id = c.get('requestId');
      const clientRequestId = c.get('clientRequestId');
      const log = deps.log.child(clientRequestId ? { requestId: id, clientRequestId } : { requestId: id });
      c.set('deps', deps);
      c.set('log', log);
      c.set('ip', clientIp(c, deps.config.TRUST_PROXY));
      const started = performance.now();
      await next();
      // Keep-alive clients of a draining process are sent elsewhere for their next request.
      if (draining()) c.res.headers.set('Connection', 'close');
      const record = {
        endpoint: endpointOf(c),
        method: c.req.method,
        status: c.res.status,
        reply: c.get('reply'),
        seconds: (performance.now() - started) / 1000,
      };
      metrics?.record(record);
      writeAccessLog(log, deps.config.ACCESS_LOG_LEVEL, accessLogLine(c, record));
    }),
  );
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // The console's one inline script (the early guards) by its hash, nothing else inline.
        scriptSrc: ["'self'", ...(manifest?.scriptHashes ?? []).map((h) => `'${h}'`)],
        // The pages' inline stylesheet by its hash, and the one element a dialog's scroll lock writes, by this page's nonce.
        styleSrc: ["'self'", styleNonce, ...(manifest?.styleHashes ?? []).map((h) => `'${h}'`)],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
      xContentTypeOptions: 'nosniff',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: PERMISSIONS_POLICY,
    }),
  );

  app.route(
    '/',
    probeRoutes({
      readiness: readinessCheck({ db: deps.db, log: deps.log, draining }),
      metrics,
      // On the main port only with a token; METRICS_PORT serves them without one (main.ts).
      metricsToken: deps.config.METRICS_TOKEN ?? null,
    }),
  );

  app.use('/admins/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('/admins/*', ...limitBodySize());
  // The event stream authenticates with a ticket, not the guard's bearer token.
  app.route('/', liveStreamRoute());
  app.use('/admins/*', guard);
  app.route('/', authRoutes());
  app.route('/', notificationRoutes());
  app.route('/', orderRoutes());
  app.route('/', channelRoutes());
  app.route('/', adminUserRoutes());
  app.route('/', actionLogRoutes());
  app.route('/', profileRoutes());
  app.route('/', moderationListRoutes());
  app.route('/', moderationUpdateRoutes());
  app.route('/', ruleRoutes());
  app.route('/', classifierRoutes());
  app.route('/', waveRoutes());
  app.route('/', secondReviewRoutes());
  app.route('/', moderationQueueRoutes());
  app.route('/', statsRoutes());
  app.route('/', workplaceRoutes());
  app.route('/', searchRoutes());
  app.route('/', mfaRoutes());
  app.route('/', apiTokenRoutes());
  app.route('/', savedViewRoutes());
  app.route('/', enforcementRoutes());
  app.route('/', openApiRoutes());
  app.route('/', liveRoutes());
  // The seed spec's sample routes exist only when asked for (SAMPLE_API=1).
  if (deps.config.SAMPLE_API) app.route('/', sampleApiRoutes(deps.config.BUSINESS_TIME_ZONE));

  app.route('/', mediaRoutes());
  if (options.staticDir)
    serveConsole(app, options.staticDir, {
      sourceMaps: deps.config.SERVE_SOURCEMAPS,
      businessTimeZone: deps.config.BUSINESS_TIME_ZONE,
    });

  app.notFound(() => {
    throw notFound('endpoint');
  });
  app.onError(onError);
  return app;
}
