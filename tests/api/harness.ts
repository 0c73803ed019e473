import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { syncRiskSettings } from '#server/services/moderation/risk-settings';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '#server/app';
import { configWith, type Config } from '#server/config';
import { createLogger } from '#server/logger';
import { queryRows, type Db } from '#server/db/client';
import { seedDemoAdmins } from '#server/db/seed/seed-admins';
import { DEMO_PASSWORD } from '#server/db/seed/demo-admins';
import type { ApiBody, ApiPath, ApiReply } from '#contract/api';
import type { Envelope } from '#contract/envelope';
import { freshDatabase } from './test-database';
import { setPasswordCost } from '#server/lib/passwords';
import { nodeServerOptions } from '#server/http/server-options';
import { createMetrics, type Metrics } from '#server/ops/metrics';
import { LiveHub } from '#server/live/live-hub';
import { startClassifier, type ClassifierWorker } from '#server/services/classifier/classifier-worker';
import { startWaveWorker, type WaveWorker } from '#server/services/waves/wave-worker';

// Hashing is tested on its own (tests/unit/passwords.test.ts); elsewhere a low cost saves the suite's time.
setPasswordCost({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

export interface Reply<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export interface CallOptions {
  token?: string | null;
  /** Sent as X-Forwarded-For; the test server trusts it so throttling can be tested per IP. */
  ip?: string;
}

export interface TestServer {
  url: string;
  db: Db;
  kind: 'pglite' | 'postgres';
  config: Config;
  metrics: Metrics | null;
  live: LiveHub;
  /** The classifier's scorer and schedule, when the test asked for them (`options.classifier`). */
  classifier: ClassifierWorker | null;
  /** The wave worker, when the test asked for it (`options.waves`). */
  waves: WaveWorker | null;
  call<P extends ApiPath>(path: P, body: ApiBody<P>, options?: CallOptions): Promise<Reply<ApiReply<P>>>;
  /** Any request at all, for bad input: wrong paths, methods, bodies, content types. */
  raw(path: string, init: RequestInit): Promise<Reply>;
  login(username: string, options?: { ip?: string }): Promise<string>;
  close(): Promise<void>;
}

export type Seeder = (db: Db) => Promise<void>;

export interface ServerOptions {
  /** Count requests in a metrics registry of this server's own (read it from `metrics`). */
  metrics?: boolean;
  /** Every log line the server writes, as written. */
  onLogLine?: (line: string) => void;
  /** What the app asks to know whether the process is draining. */
  draining?: () => boolean;
  /** The server's clock (Deps.now), for time-bound state such as suspensions; the system clock by default. */
  now?: () => Date;
  /** How often live streams get a heartbeat and their sessions are checked. */
  liveHeartbeatMs?: number;
  /** Run the classifier's scorer and training schedule, as the server process does. */
  classifier?: boolean;
  /** Run the wave worker, as the server process does. */
  waves?: boolean;
}

/** The real server, over HTTP on a free port, on a fresh database with the demo admins. */
export async function startServer(
  env: Partial<Record<keyof Config, string>> = {},
  seed: Seeder = async (db) => {
    await seedDemoAdmins(db);
  },
  options: ServerOptions = {},
): Promise<TestServer> {
  const database = await freshDatabase();
  await seed(database.db);
  // Root logs in everywhere in the suites; the MFA tests turn the enrolment gate on where they test it.
  const config = configWith({ TRUST_PROXY: '1', LOG_LEVEL: 'silent', MFA_REQUIRED_ROLES: 'none', ...env });
  await syncRiskSettings(database.db, config);
  const log = createLogger(config.LOG_LEVEL, {}, options.onLogLine);
  const metrics = options.metrics ? createMetrics({ db: database.db, log, poolStats: database.poolStats }) : null;
  const live = new LiveHub({
    database,
    log,
    idleMinutes: config.SESSION_IDLE_MINUTES,
    heartbeatMs: options.liveHeartbeatMs,
  });
  const app = createApp(
    { db: database.db, config, log, now: options.now, live },
    { metrics, draining: options.draining },
  );
  const classifier = options.classifier
    ? startClassifier({
        db: database.db,
        log,
        trainMinutes: config.CLASSIFIER_TRAIN_MINUTES,
        pollMs: 20,
        idlePollMaxMs: 20,
        recorder: metrics?.classifier ?? null,
      })
    : null;
  const waves = options.waves ? startWaveWorker({ db: database.db, log, pollMs: 20, idlePollMaxMs: 20 }) : null;
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0, serverOptions: nodeServerOptions(config) });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  // The test and the server share one event loop: a long statement in a test (PGlite runs in it)
  // fires the server's 5 s keep-alive timer just as fetch reuses the idle socket (ECONNRESET).
  // fetch lets an idle socket go first when the server's timeout is this long.
  (server as Server).keepAliveTimeout = 120_000;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const raw = async (path: string, init: RequestInit): Promise<Reply> => {
    const res = await fetch(url + path, init);
    const text = await res.text();
    let body: Envelope;
    try {
      body = JSON.parse(text) as Envelope;
    } catch {
      throw new Error(`${path}: reply is not JSON (HTTP ${res.status}): ${text.slice(0, 200)}`);
    }
    return { status: res.status, body, headers: res.headers };
  };

  const call = async <P extends ApiPath>(path: P, body: ApiBody<P>, options: CallOptions = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    return (await raw(path, { method: 'POST', headers, body: JSON.stringify(body) })) as Reply<ApiReply<P>>;
  };

  const login = async (username: string, options: { ip?: string } = {}) => {
    const reply = await call('/admins/login', { username, password: DEMO_PASSWORD }, options);
    if (reply.body.code !== 200) throw new Error(`login ${username}: ${reply.body.code} ${reply.body.msg}`);
    return reply.body.data;
  };

  return {
    url,
    db: database.db,
    kind: database.kind,
    config,
    metrics,
    live,
    classifier,
    waves,
    call,
    raw,
    login,
    close: async () => {
      await classifier?.close();
      await waves?.close();
      await live.close();
      // Every call of the file has been answered; a stream's socket the client let go of may linger.
      (server as Server).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

/** Rows of the action log, newest last, for assertions. */
export async function actionLogRows(db: Db, action?: string) {
  return queryRows<{
    admin_id: number | null;
    action: string;
    target_type: string;
    target_id: string;
    before: unknown;
    after: unknown;
    reason: string | null;
  }>(
    db,
    action
      ? sql`SELECT * FROM action_log WHERE action = ${action} ORDER BY id`
      : sql`SELECT * FROM action_log ORDER BY id`,
  );
}
