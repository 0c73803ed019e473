import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startServer, type TestServer } from './harness';
import { Scrape } from './prometheus-text';
import { loginWithStepUp, nextIp, seedAccount, seedOrder } from './fixtures/commerce';
import { seedWorld } from './fixtures/content';
import { seedDemoAdmins } from '#server/db/seed/seed-admins';
import { DEMO_PASSWORD } from '#server/db/seed/demo-admins';
import { messages } from '#server/db/schema/content';
import { queryRows } from '#server/db/client';
import { createApp } from '#server/app';
import { configWith } from '#server/config';
import { createLogger } from '#server/logger';
import { createMetrics } from '#server/ops/metrics';

const TOKEN = 'metrics-token-for-the-ops-test';
const PRIVATE_TEXT = 'a private sentence nobody logs 7731';
const WRONG_PASSWORD = 'not-the-password-4417';

let s: TestServer;
let draining = false;
const lines: string[] = [];

beforeAll(async () => {
  s = await startServer(
    { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' },
    async (db) => {
      await seedDemoAdmins(db);
      const world = await seedWorld(db);
      await db.insert(messages).values({
        fromAccountId: world.accounts[0]!,
        toAccountId: world.accounts[1]!,
        kind: 'text',
        text: PRIVATE_TEXT,
        sentAt: new Date(),
      });
    },
    { metrics: true, onLogLine: (line) => lines.push(line), draining: () => draining },
  );
});
afterAll(() => s.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(s.url + path, { headers });
const scrape = async () => {
  const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(res.status).toBe(200);
  return new Scrape(await res.text());
};
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('GET /healthz', () => {
  it('says the process is up, to anyone, uncached, with the secure headers', async () => {
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('GET /readyz', () => {
  const ready = async () => {
    const res = await get('/readyz');
    expect(res.headers.get('cache-control')).toBe('no-store');
    return { status: res.status, body: (await res.json()) as { status: string; reason?: string } };
  };

  it('is ready when the database answers with exactly this build’s migrations', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('is 503 while draining, and names the reason', async () => {
    draining = true;
    try {
      expect(await ready()).toEqual({ status: 503, body: { status: 'unavailable', reason: 'draining' } });
    } finally {
      draining = false;
    }
    expect((await ready()).status).toBe(200);
  });

  it('is 503 when a migration of this build is missing from the database, or the database has one it does not know', async () => {
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      s.db,
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    await s.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last!.id}`);
    try {
      expect(await ready()).toEqual({
        status: 503,
        body: { status: 'unavailable', reason: 'migrations pending: 1 of this build not applied' },
      });
    } finally {
      await s.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await ready()).status).toBe(200);

    const future = Number(last!.created_at) + 1_000;
    await s.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('newer', ${future})`);
    try {
      expect(await ready()).toEqual({
        status: 503,
        body: { status: 'unavailable', reason: 'database ahead: 1 migrations unknown to this build' },
      });
    } finally {
      await s.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = ${future}`);
    }
    expect((await ready()).status).toBe(200);
  });
});

describe('GET /metrics', () => {
  it('needs the bearer token of METRICS_TOKEN', async () => {
    const none = await get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await none.text()).not.toContain('backoffice_');
    expect((await get('/metrics', { authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    expect((await get('/metrics', { authorization: TOKEN })).status).toBe(401);
    const ok = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers.get('cache-control')).toBe('no-store');
  });

  it('is not served at all without METRICS_TOKEN on the main port', async () => {
    const config = configWith({ LOG_LEVEL: 'silent' });
    const app = createApp({ db: s.db, config, log: createLogger('silent') }, { metrics: s.metrics });
    const res = await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('backoffice_');
  });

  it('counts requests and their latency by endpoint pattern, HTTP status and body code', async () => {
    const before = await scrape();
    const labels = { endpoint: '/admins/info/get', method: 'POST', status: '401', code: '401' };
    const base = before.value('backoffice_http_requests_total', labels) ?? 0;
    for (let i = 0; i < 3; i++) await s.call('/admins/info/get', {});
    // Unknown URLs are named by the route pattern that refused them, never by their path.
    await s.raw('/admins/no-such-endpoint-5150', { method: 'POST', body: '{}' });
    await s.raw('/elsewhere/no-such-page-5150', { method: 'POST', body: '{}' });

    const after = await scrape();
    expect(after.type('backoffice_http_requests_total')).toBe('COUNTER');
    expect(after.value('backoffice_http_requests_total', labels)).toBe(base + 3);
    const histogram = 'backoffice_http_request_duration_seconds';
    expect(after.type(histogram)).toBe('HISTOGRAM');
    expect(after.value(`${histogram}_count`, labels)).toBe(base + 3);
    expect(after.value(`${histogram}_sum`, labels)).toBeGreaterThan(0);
    const buckets = after
      .samples(`${histogram}_bucket`, labels)
      .map((b) => [b.labels!.le === '+Inf' ? Infinity : Number(b.labels!.le), Number(b.value)] as const)
      .sort((a, b) => a[0] - b[0]);
    expect(buckets.length).toBeGreaterThan(5);
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]![1]).toBeGreaterThanOrEqual(buckets[i - 1]![1]);
    expect(buckets.at(-1)).toEqual([Infinity, base + 3]);

    expect(after.value('backoffice_http_requests_total', { endpoint: '/admins/*', code: '40400' })).toBe(1);
    expect(after.value('backoffice_http_requests_total', { endpoint: '/*', code: '40400' })).toBe(1);
    const endpoints = after.labelValues('backoffice_http_requests_total', 'endpoint');
    expect(endpoints.some((e) => e.includes('5150'))).toBe(false);
    expect(endpoints).toContain('/healthz');
  });

  it('counts login failures and throttles', async () => {
    const ip = nextIp();
    // One source gets 5 free failures at a username, then waits (services/auth/login-throttle.ts).
    for (let i = 0; i < 5; i++) {
      const r = await s.call('/admins/login', { username: 'promote', password: WRONG_PASSWORD }, { ip });
      expect(r.body.code).toBe(42200);
    }
    const throttled = await s.call('/admins/login', { username: 'promote', password: DEMO_PASSWORD }, { ip });
    expect(throttled.body.code).toBe(42900);

    const m = await scrape();
    expect(m.value('backoffice_login_failures_total', { endpoint: '/admins/login' })).toBe(5);
    expect(m.value('backoffice_login_throttled_total', { endpoint: '/admins/login' })).toBe(1);
    expect(m.value('backoffice_http_requests_total', { endpoint: '/admins/login', status: '429', code: '42900' })).toBe(
      1,
    );
  });

  it('counts refunds by outcome', async () => {
    const root = await loginWithStepUp(s, 'root');
    const orderId = await seedOrder(s.db, { accountId: await seedAccount(s.db), amountCents: 100 });
    const body = { orderId, amountCents: 60, reason: 'customer asked', idempotencyKey: 'ops-refund-1' };
    expect((await s.call('/admins/order-refund', body, { token: root })).body.code).toBe(200);
    expect((await s.call('/admins/order-refund', body, { token: root })).body.data.replayed).toBe(true);
    const above = { ...body, amountCents: 50, idempotencyKey: 'ops-refund-2' };
    expect((await s.call('/admins/order-refund', above, { token: root })).body.code).toBe(42200);
    const reused = { ...body, amountCents: 10 };
    expect((await s.call('/admins/order-refund', reused, { token: root })).body.code).toBe(40900);
    // Refused before the ledger (validation): a request, not a refund.
    await s.call('/admins/order-refund', { ...body, amountCents: -1 }, { token: root });

    const m = await scrape();
    const outcome = (o: string) => m.value('backoffice_refunds_total', { outcome: o });
    expect([outcome('settled'), outcome('replayed'), outcome('refused'), outcome('conflict')]).toEqual([1, 1, 1, 1]);
    expect([outcome('pending'), outcome('failed')]).toEqual([0, 0]);
  });

  it('reports the backlog of every moderation queue, with the age of its oldest item', async () => {
    const expected: Record<string, string> = {
      account: `SELECT count(*)::int AS n FROM accounts WHERE audit_status = 'PENDING'`,
      moment: `SELECT count(*)::int AS n FROM moments WHERE audit_status = 'PENDING'`,
      moment_comment: `SELECT count(*)::int AS n FROM moment_comments WHERE audit_status = 'PENDING'`,
      question: `SELECT count(*)::int AS n FROM questions WHERE audit_status = 'PENDING'`,
      question_reply: `SELECT count(*)::int AS n FROM question_replies WHERE audit_status = 'PENDING'`,
      reply_comment: `SELECT count(*)::int AS n FROM reply_comments WHERE audit_status = 'PENDING'`,
      report: `SELECT count(*)::int AS n FROM reports WHERE status = 'OPEN'`,
      avatar_cert: `SELECT count(*)::int AS n FROM avatar_certs WHERE audit_status = 'PENDING'`,
      about_answer: `SELECT count(*)::int AS n FROM about_answers WHERE audit_status = 'PENDING'`,
    };
    // A registry of its own: the server's caches the backlog for a few seconds, and earlier tests seeded rows.
    const metrics = createMetrics({ db: s.db, log: createLogger('silent'), poolStats: () => null });
    const m = new Scrape(await metrics.registry.metrics());
    expect(m.type('backoffice_queue_backlog')).toBe('GAUGE');
    expect(m.labelValues('backoffice_queue_backlog', 'queue').sort()).toEqual(Object.keys(expected).sort());
    let waitingSomewhere = 0;
    for (const [queue, query] of Object.entries(expected)) {
      const [row] = await queryRows<{ n: number }>(s.db, sql.raw(query));
      expect(m.value('backoffice_queue_backlog', { queue }), queue).toBe(row!.n);
      const age = m.value('backoffice_queue_oldest_age_seconds', { queue })!;
      if (row!.n > 0) expect(age, queue).toBeGreaterThan(0);
      else expect(age, queue).toBe(0);
      waitingSomewhere += row!.n;
    }
    expect(waitingSomewhere).toBeGreaterThan(0);
  });

  it('reports event-loop lag, and the pool on PostgreSQL (PGlite has none)', async () => {
    const m = await scrape();
    expect(m.value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    if (s.kind === 'postgres') {
      expect(m.value('backoffice_db_pool_max')).toBe(20);
      expect(m.value('backoffice_db_pool_size')).toBeGreaterThanOrEqual(1);
      expect(m.value('backoffice_db_pool_in_use')).toBeGreaterThanOrEqual(0);
      expect(m.value('backoffice_db_pool_waiting')).toBe(0);
    } else {
      expect(m.families.has('backoffice_db_pool_size')).toBe(false);
    }
  });
});

describe('the access log', () => {
  it('writes one JSON line per request: request id, admin, endpoint, status, body code, duration', async () => {
    const token = await s.login('agent', { ip: nextIp() });
    const [agent] = await queryRows<{ id: number }>(s.db, sql`SELECT id FROM admins WHERE username = 'agent'`);
    await s.raw('/admins/info/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-request-id': 'ops-log-1' },
      body: '{}',
    });
    await s.raw('/admins/info/get', { method: 'POST', headers: { 'x-request-id': 'ops-log-2' }, body: '{}' });
    // The request id is the server's own; a client's well-formed one rides beside it.
    const mine = logged().filter((l) => l.msg === 'request' && String(l.clientRequestId).startsWith('ops-log-'));
    const uuid = expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown;
    expect(mine).toEqual([
      expect.objectContaining({
        level: 'info',
        requestId: uuid,
        clientRequestId: 'ops-log-1',
        adminId: agent!.id,
        method: 'POST',
        endpoint: '/admins/info/get',
        status: 200,
        code: 200,
        ms: expect.any(Number) as number,
      }),
      expect.objectContaining({
        requestId: uuid,
        clientRequestId: 'ops-log-2',
        adminId: null,
        status: 401,
        code: 401,
      }),
    ]);
    const probe = logged().find((l) => l.msg === 'request' && l.endpoint === '/healthz');
    expect(probe).toMatchObject({ status: 200, code: null });
  });

  it('writes at the level the operator sets, or not at all', async () => {
    const captured: string[] = [];
    const appAt = (env: Record<string, string>) => {
      const config = configWith({ LOG_LEVEL: 'info', ...env });
      const log = createLogger(config.LOG_LEVEL, {}, (l) => captured.push(l));
      return createApp({ db: s.db, config, log });
    };
    await appAt({ ACCESS_LOG_LEVEL: 'debug' }).request('/healthz');
    expect(captured).toEqual([]);
    await appAt({ ACCESS_LOG_LEVEL: 'off' }).request('/healthz');
    expect(captured).toEqual([]);
    await appAt({ ACCESS_LOG_LEVEL: 'warn', LOG_LEVEL: 'warn' }).request('/healthz');
    expect(captured.map((l) => JSON.parse(l) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ level: 'warn', msg: 'request', endpoint: '/healthz' }),
    ]);
  });

  it('never holds a password, a token or message text', async () => {
    const ip = nextIp();
    const token = await s.login('root', { ip });
    await s.call('/admins/reauth', { password: WRONG_PASSWORD }, { token, ip });
    const list = await s.call('/admins/message-list/get', { pageSize: 200 }, { token });
    expect(JSON.stringify(list.body.data)).toContain(PRIVATE_TEXT);
    await s.call('/admins/login', { username: 'root', password: `${DEMO_PASSWORD}-typo` }, { ip });

    expect(lines.length).toBeGreaterThan(20);
    const all = lines.join('\n');
    for (const secret of [DEMO_PASSWORD, WRONG_PASSWORD, token, TOKEN, PRIVATE_TEXT]) expect(all).not.toContain(secret);
  });

  it('logs database errors without the statement’s parameters or the row’s values', async () => {
    const captured: string[] = [];
    const log = createLogger('error', {}, (l) => captured.push(l));
    const secret = 'secret-parameter-value-9090';
    const failed = await s.db.execute(sql`SELECT ${secret}::int`).catch((err: unknown) => err);
    await s.db.execute(sql`CREATE TABLE ops_log_probe (v text CHECK (length(v) < 3))`);
    const violated = await s.db
      .execute(sql`INSERT INTO ops_log_probe VALUES (${PRIVATE_TEXT})`)
      .catch((err: unknown) => err)
      .finally(() => s.db.execute(sql`DROP TABLE ops_log_probe`));
    log.error('unhandled error', { err: failed });
    log.error('unhandled error', { err: violated });

    const [cast, check] = captured.map((l) => JSON.parse(l) as { err: Record<string, unknown> });
    expect(captured.join('\n')).not.toContain(secret);
    expect(captured.join('\n')).not.toContain(PRIVATE_TEXT);
    // What an operator needs stays: the statement, the SQLSTATE, the constraint, where it was thrown.
    expect(cast!.err).toMatchObject({ query: 'SELECT $1::int', params: '1 redacted' });
    expect(cast!.err.cause).toMatchObject({ code: '22P02' });
    expect(String((cast!.err.cause as { message: string }).message)).toMatch(/invalid input syntax for type integer/);
    expect(check!.err.cause).toMatchObject({ code: '23514', constraint: 'ops_log_probe_v_check' });
    expect(String(cast!.err.stack)).toMatch(/^\s+at /);
  });
});
