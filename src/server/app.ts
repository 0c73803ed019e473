import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { requestId } from 'hono/request-id';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from './http/env';
import { guard } from './http/guard';
import { onError } from './http/on-error';
import { clientIp } from './http/client-ip';
import { notFound } from './domain/api-error';
import { limitBodySize } from './http/body-size';
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

export interface AppOptions {
  /** Built console to serve; without it only the API answers. */
  staticDir?: string | undefined;
}

export function createApp(deps: Deps, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const manifest = readConsoleManifest(options.staticDir);

  app.use('*', requestId({ limitLength: 64 }));
  app.use(
    '*',
    createMiddleware<AppEnv>(async (c, next) => {
      const id = c.get('requestId');
      const log = deps.log.child({ requestId: id });
      c.set('deps', deps);
      c.set('log', log);
      c.set('ip', clientIp(c, deps.config.TRUST_PROXY));
      const started = performance.now();
      await next();
      log.info('request', {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
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
        styleSrc: ["'self'", NONCE, ...(manifest?.styleHashes ?? []).map((h) => `'${h}'`)],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
      xContentTypeOptions: 'nosniff',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.use('/admins/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('/admins/*', ...limitBodySize());
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
  app.route('/', moderationQueueRoutes());
  app.route('/', statsRoutes());
  app.route('/', workplaceRoutes());
  app.route('/', searchRoutes());
  // The seed spec's sample routes exist only when asked for (SAMPLE_API=1).
  if (deps.config.SAMPLE_API) app.route('/', sampleApiRoutes(deps.config.BUSINESS_TIME_ZONE));

  app.route('/', mediaRoutes());
  if (options.staticDir) serveConsole(app, options.staticDir, { sourceMaps: deps.config.SERVE_SOURCEMAPS });

  app.notFound(() => {
    throw notFound('endpoint');
  });
  app.onError(onError);
  return app;
}
