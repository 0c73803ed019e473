// The floor under the queue page: the least a Node server can do for that request on this machine.
// A bare Hono server on one pg pool looks up the bearer token's session (one indexed read), runs
// the queue page's statement prepared, maps the 51 rows to the wire's shape and answers JSON;
// no routing table, middleware, validation, logging or totals. Driven by autocannon exactly as
// api-bench drives the real server, beside the real server on the same database, so the two
// figures differ only by what the console adds.
//   FLOOR_DATABASE_URL=postgres://…/seeded_1m  BENCH_SECONDS=10  node tests/bench/queue-floor.mjs
// The database must be seeded (`DATABASE_URL=… node dist/server/seed.js --scale 1m`).
import autocannon from 'autocannon';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { createHash } from 'node:crypto';
import { call, emit, startServer } from './lib/server.mjs';
import { queuePageStatement } from './lib/queue-statement.mjs';

const url = process.env.FLOOR_DATABASE_URL;
if (!url) throw new Error('set FLOOR_DATABASE_URL to a seeded database');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BODY = { pageSize: 50, filters: { auditStatus: 'PENDING' } };

const PAGE = queuePageStatement('$1');
const SESSION =
  'SELECT s.admin_id, s.revoked_at, a.roles FROM admin_sessions s JOIN admins a ON a.id = s.admin_id WHERE s.token_hash = $1';

function floorServer() {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const iso = (t) => t.toISOString();
  const app = new Hono();
  app.post('/admins/moment-list/get', async (c) => {
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const body = JSON.parse(await c.req.text());
    const hash = createHash('sha256').update(token).digest('hex');
    const session = await pool.query({ name: 'session', text: SESSION, values: [hash] });
    if (session.rows.length === 0) return c.json({ code: 40100, msg: 'unauthenticated', data: null }, 401);
    const { rows } = await pool.query({ name: 'page', text: PAGE, values: [body.filters.auditStatus] });
    const list = rows.slice(0, body.pageSize).map((m) => ({
      id: m.id,
      version: m.version,
      enabled: m.enabled,
      auditStatus: m.audit_status,
      createdAt: iso(m.created_at),
      updatedAt: iso(m.updated_at),
      accountId: m.account_id,
      author: {
        id: m.author_id,
        nickname: m.author_nickname,
        avatarUrl: m.author_avatar_url,
        status: m.author_status,
        enabled: m.author_enabled,
      },
      text: m.text,
      media: m.media,
      likeCount: m.like_count,
      commentCount: m.comment_count,
    }));
    return c.json({ code: 200, msg: 'ok', data: { list, total: 10_000, totalCapped: true, nextCursor: null } });
  });
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, stop: async () => (server.close(), pool.end()) }),
    );
  });
}

function cannon(base, token) {
  return autocannon({
    url: `${base}/admins/moment-list/get`,
    method: 'POST',
    connections: 10,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(BODY),
  });
}

// The real server first, for its token (sessions hash tokens the same way) and its figure.
const real = await startServer({ DATABASE_URL: url });
const token = await call(real.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
const floor = await floorServer();
try {
  for (const [name, base] of [
    ['floor', floor.url],
    ['server', real.url],
    ['floor', floor.url],
    ['server', real.url],
  ]) {
    await cannon(base, token); // warm-up run, not recorded: JIT and the pages of both indexes
    const r = await cannon(base, token);
    emit({
      bench: 'queue-floor',
      target: name,
      connections: 10,
      seconds: SECONDS,
      req_per_s: Math.round(r.requests.average),
      p50_ms: r.latency.p50,
      p99_ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
    });
  }
} finally {
  await floor.stop();
  await real.stop();
}
