import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig, mfaRequiredRoles } from './config';
import { createLogger } from './logger';
import { openDatabase } from './db/open';
import { DatabaseStartError } from './db/start-error';
import { createApp } from './app';
import { nodeServerOptions } from './http/server-options';
import { isEmpty, seedDemo } from './db/seed/seed-demo';
import { DEMO_ADMINS, DEMO_PASSWORD } from './db/seed/demo-admins';
import { createMetrics } from './ops/metrics';
import { metricsPortApp } from './ops/probe-routes';
import { mfaSettingsAtStart } from './services/mfa/mfa-startup';
import { preloadCommonPasswords } from './lib/common-passwords';
import { preloadPasswordStrength } from './lib/password-strength';
import { syncRiskSettings } from './services/moderation/risk-settings';
import { LiveHub } from './live/live-hub';
import { startClassifier } from './services/classifier/classifier-worker';
import { startWaveWorker } from './services/waves/wave-worker';

async function start() {
  const env = loadConfig();
  const log = createLogger(env.LOG_LEVEL);
  const seedAsked = process.argv.includes('--seed-demo');
  const database = await openDatabase(env);
  const { db } = database;
  const config = await mfaSettingsAtStart(db, env, database.kind).catch(async (err: unknown) => {
    await database.close();
    throw err;
  });
  await syncRiskSettings(db, config);

  // Demo mode: an empty PGlite is seeded on first start; PostgreSQL only when asked.
  const wantsSeed = seedAsked || database.kind === 'pglite';
  if (wantsSeed && (await isEmpty(db))) {
    process.stdout.write('Seeding the demo data set (first start only)…\n');
    await seedDemo(db, { scale: 'demo', progress: process.stdout.isTTY });
  }

  // Read at start, so that the first password set after it does not wait for the lists, and a
  // missing data file stops the server here rather than failing a request.
  preloadCommonPasswords();
  preloadPasswordStrength();

  const bundled = fileURLToPath(new URL('../client', import.meta.url));
  const staticDir = config.STATIC_DIR ?? (existsSync(bundled) ? bundled : undefined);
  const metricsWanted = config.METRICS_TOKEN !== undefined || config.METRICS_PORT !== undefined;
  const metrics = metricsWanted ? createMetrics({ db, log, poolStats: database.poolStats }) : null;
  let draining = false;
  const live = new LiveHub({ database, log, idleMinutes: config.SESSION_IDLE_MINUTES });
  const app = createApp({ db, config, log, live }, { staticDir, metrics, draining: () => draining });
  const classifier = config.CLASSIFIER
    ? startClassifier({
        db,
        log,
        trainMinutes: config.CLASSIFIER_TRAIN_MINUTES,
        recorder: metrics?.classifier ?? null,
        // PGlite is one connection: a batch's transaction holds every request behind it (200 items
        // held a moderator's read up to 0.55 s while a backlog was scored), so it takes small bites.
        ...(database.kind === 'pglite' ? { batchSize: 20, backlogPauseMs: 20 } : {}),
      })
    : null;
  // Waves are found whether the classifier runs or not; on PGlite in small bites, as the scorer.
  const waves = startWaveWorker({
    db,
    log,
    ...(database.kind === 'pglite' ? { batchSize: 20, backlogPauseMs: 20 } : {}),
  });
  const metricsServer =
    metrics && config.METRICS_PORT !== undefined
      ? serve({ fetch: metricsPortApp(metrics).fetch, hostname: config.HOST, port: config.METRICS_PORT }, (info) => {
          process.stdout.write(`Metrics are served at http://${config.HOST}:${info.port}/metrics\n`);
        })
      : null;
  const serverOptions = nodeServerOptions(config);
  const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT, serverOptions }, (info) => {
    const url = `http://${config.HOST}:${info.port}`;
    log.info('listening', { url, database: database.kind });
    process.stdout.write(
      `\nBackoffice is running at ${url}\n` +
        `Database: ${database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}\n` +
        (database.kind === 'pglite' || seedAsked
          ? `Demo logins (password "${DEMO_PASSWORD}"): ${DEMO_ADMINS.map((a) => `${a.username} (${a.roles.join(', ')})`).join(' · ')}\n`
          : '') +
        `Second factor required of: ${mfaRequiredRoles(config).join(', ') || 'nobody'} (MFA_REQUIRED_ROLES)\n\n`,
    );
  });

  let closing = false;
  let drainTimer: NodeJS.Timeout | undefined;
  const close = () => {
    if (closing) return;
    closing = true;
    clearTimeout(drainTimer);
    // Stop accepting, let in-flight requests finish, then close the database; give up after 10 s.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    metricsServer?.close();
    // Open streams would hold the server open until the forced exit; their tabs reconnect elsewhere.
    void live.close();
    server.close(() => {
      void Promise.all([classifier?.close(), waves.close()])
        .then(() => database.close())
        .then(() => {
          log.info('stopped');
          process.exit(0);
        });
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  const stop = (signal: string) => {
    // A second signal while draining (Ctrl-C twice, an impatient supervisor) closes at once.
    if (draining || signal === 'SIGINT' || config.DRAIN_SECONDS === 0) {
      log.info('shutting down', { signal });
      close();
      return;
    }
    // SIGTERM: /readyz says 503 while requests are still served, so the balancer stops sending first.
    draining = true;
    log.info('draining', { signal, seconds: config.DRAIN_SECONDS });
    drainTimer = setTimeout(() => {
      log.info('shutting down', { signal });
      close();
    }, config.DRAIN_SECONDS * 1000);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

start().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DatabaseStartError) {
    process.stderr.write(`backoffice: ${err.message}\n`);
  } else {
    process.stderr.write(`backoffice: failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  }
  process.exit(1);
});
