#!/usr/bin/env node
// Statistics benchmark on PostgreSQL at 1M accounts and 1M orders.
//
//   node tests/bench/stats-bench.mjs
//
// Creates a throwaway database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// migrates it, fills it with INSERT … SELECT generate_series (1M accounts and 1M orders over two
// years in insertion order, 30k refunds, 1.3M content rows), runs every stats and workplace
// endpoint through the real Hono app (app.request, no socket) BENCH_RUNS times, and prints one
// JSON line per endpoint case: {"bench":"stats","endpoint",…,"p50_ms",…}. Then it runs
// EXPLAIN (ANALYZE) on every SQL statement each case issued and prints {"bench":"stats-sql",…}
// lines with the execution time and the scans used. BENCH_KEEP=1 keeps the database and
// BENCH_DB=<name> reuses a kept one (no seeding).
import { build } from 'esbuild';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const log = (msg) => process.stderr.write(`[stats-bench] ${msg}\n`);

// The server is TypeScript; bundle the few modules the bench drives (dist/ is not committed).
const outfile = join(root, 'dist/bench/stats-bench-entry.mjs');
mkdirSync(dirname(outfile), { recursive: true });
await build({
  stdin: {
    contents: `export { createApp } from './src/server/app';
      export { configWith } from './src/server/config';
      export { createLogger } from './src/server/logger';
      export { migrate } from './src/server/db/migrate';
      export { queryRows } from './src/server/db/client';
      export { seedDemoAdmins } from './src/server/db/seed/seed-admins';
      export { DEMO_PASSWORD } from './src/server/db/seed/demo-admins';`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile,
  logLevel: 'warning',
});
const server = await import(pathToFileURL(outfile).href);

const reuse = process.env.BENCH_DB;
const name = reuse ?? `stats_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
// JIT off, as the server's own pool has it (db/client.ts), so the bench and the EXPLAINs plan alike.
const pool = new pg.Pool({ connectionString: url.toString(), max: 20, options: '-c jit=off' });
// Idle clients see the FORCE drop at the end (and any server restart); that is not a failure.
pool.on('error', () => {});

// Every statement the app sends is captured, so each case's SQL can be EXPLAINed afterwards.
let captured = [];
const db = drizzle({ client: pool, logger: { logQuery: (query, params) => captured.push({ query, params }) } });

const SEED = [
  `INSERT INTO apk_channels (code, name, download_url, version)
   SELECT 'ch' || lpad(g::text, 2, '0'), 'Channel ' || g, 'https://example.com/' || g || '.apk', '1.0.' || g FROM generate_series(1, 20) g`,
  `INSERT INTO accounts (nickname, avatar_url, phone, source, certified, vip, status, audit_status, registered_at, last_active_at, created_at, updated_at)
   SELECT 'user' || g, '/media/avatar/' || g || '.svg', '138' || lpad(g::text, 8, '0'),
     'ch' || lpad((1 + floor(20 * random() ^ 2))::int::text, 2, '0'), random() < 0.3, random() < 0.05,
     CASE WHEN random() < 0.01 THEN 'BANNED' WHEN random() < 0.02 THEN 'MUTED' ELSE 'NORMAL' END,
     CASE WHEN random() < 0.01 THEN 'PENDING' ELSE 'APPROVED' END, r.reg, r.reg + random() * (now() - r.reg), r.reg, r.reg
   FROM generate_series(1, 1000000) g
   CROSS JOIN LATERAL (SELECT now() - interval '730 days' + (g / 1000000.0) * interval '730 days' - random() * interval '10 minutes' AS reg) r`,
  `INSERT INTO orders (order_no, account_id, product, amount_cents, channel, pay_method, status, renewal, paid_at, created_at, updated_at)
   SELECT 'NO' || lpad(g::text, 10, '0'), 1 + floor(random() * 1000000)::int, 'vip_month',
     (ARRAY[600, 1800, 3000, 6800, 12800])[1 + floor(random() * 5)::int],
     'ch' || lpad((1 + floor(20 * random() ^ 2))::int::text, 2, '0'),
     (ARRAY['alipay','wechat','apple','google','card'])[1 + floor(random() * 5)::int], s.status, random() < 0.3,
     CASE WHEN s.status IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED') THEN c.created + random() * interval '5 minutes' END,
     c.created, c.created
   FROM generate_series(1, 1000000) g
   CROSS JOIN LATERAL (SELECT now() - interval '730 days' + (g / 1000000.0) * interval '730 days' AS created) c
   CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.05 THEN 'PENDING' WHEN random() < 0.05 THEN 'CLOSED'
     WHEN random() < 0.02 THEN 'REFUNDED' WHEN random() < 0.02 THEN 'PARTIALLY_REFUNDED' ELSE 'PAID' END AS status, g AS gg) s`,
  `UPDATE orders SET refunded_cents = CASE WHEN status = 'REFUNDED' THEN amount_cents ELSE amount_cents / 2 END
   WHERE status IN ('REFUNDED', 'PARTIALLY_REFUNDED')`,
  `INSERT INTO refunds (order_id, amount_cents, currency, reason, idempotency_key, request_hash, admin_id, created_at)
   SELECT id, refunded_cents, 'CNY', 'bench', 'bench-' || id, 'h', 1, paid_at + random() * interval '3 days' FROM orders WHERE refunded_cents > 0`,
  ...[
    ['moments', 300000],
    ['moment_comments', 600000],
    ['questions', 100000],
    ['question_replies', 200000],
    ['reply_comments', 100000],
  ].map(
    ([
      table,
      n,
    ]) => `INSERT INTO ${table} (${{ moments: 'account_id, text, media, like_count, comment_count', moment_comments: 'moment_id, account_id, text', questions: 'account_id, title, text', question_replies: 'question_id, account_id, text', reply_comments: 'reply_id, account_id, text' }[table]}, enabled, audit_status, created_at, updated_at)
     SELECT ${
       {
         moments: `1 + floor(random() * 1000000)::int, 'moment ' || g, CASE WHEN random() < 0.5 THEN '[]'::jsonb WHEN random() < 0.7 THEN '[{"kind":"image","url":"/media/photo/1.svg"}]'::jsonb ELSE '[{"kind":"video","url":"/v.mp4"}]'::jsonb END, floor(random() ^ 3 * 5000)::int, floor(random() ^ 3 * 300)::int`,
         moment_comments: `greatest(1, least(300000, (g / 2.0 + random() * 100)::int)), 1 + floor(random() * 1000000)::int, 'c'`,
         questions: `1 + floor(random() * 1000000)::int, 'q' || g, 'text'`,
         question_replies: `greatest(1, least(100000, (g / 2.0)::int)), 1 + floor(random() * 1000000)::int, 'r'`,
         reply_comments: `greatest(1, least(200000, (g * 2.0)::int)), 1 + floor(random() * 1000000)::int, 'rc'`,
       }[table]
     }, random() < 0.95, CASE WHEN random() < 0.02 THEN 'PENDING' ELSE 'APPROVED' END, c.t, c.t
     FROM generate_series(1, ${n}) g
     CROSS JOIN LATERAL (SELECT now() - interval '730 days' + (g / ${n}.0) * interval '730 days' AS t) c`,
  ),
  `INSERT INTO reports (reporter_id, target_type, target_id, reason, status, result, finished_at, created_at, updated_at)
   SELECT 1 + floor(random() * 1000000)::int, 'moment', 1 + floor(random() * 300000)::int, 'spam',
     CASE WHEN g > 48000 THEN 'OPEN' ELSE 'FINISHED' END, CASE WHEN g > 48000 THEN NULL ELSE 'VALID' END,
     CASE WHEN g > 48000 THEN NULL ELSE now() END, now() - (50000 - g) * interval '20 minutes', now()
   FROM generate_series(1, 50000) g`,
  `INSERT INTO avatar_certs (account_id, avatar_url, selfie_url, audit_status, created_at, updated_at)
   SELECT 1 + floor(random() * 1000000)::int, 'a', 's', CASE WHEN g > 49000 THEN 'PENDING' ELSE 'APPROVED' END,
     now() - (50000 - g) * interval '20 minutes', now() FROM generate_series(1, 50000) g`,
];

// A reused database gets the migrations added since it was seeded.
await server.migrate({ db, kind: 'postgres', close: async () => {}, reserveConnection: () => pool.connect() });
if (!reuse) {
  const started = performance.now();
  // As the demo seed does: the paid rollup is built once after the bulk load, not row set by row set.
  await pool.query('UPDATE stats_rollup_state SET valid = false');
  for (const statement of SEED) await pool.query(statement);
  await pool.query('SELECT stats_paid_rebuild(time_zone) FROM stats_rollup_state');
  await server.seedDemoAdmins(db);
  await pool.query('VACUUM ANALYZE');
  log(`seeded ${name} in ${Math.round((performance.now() - started) / 1000)} s`);
}

const config = server.configWith({ LOG_LEVEL: 'silent', DATABASE_URL: url.toString() });
const app = server.createApp({ db, config, log: server.createLogger('silent') });
const call = async (path, body, token) => {
  const res = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const reply = await res.json();
  if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
  return reply.data;
};
const token = await call('/admins/login', { username: 'root', password: server.DEMO_PASSWORD });

const day = (offset) => {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: config.BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
};
const CASES = [
  ['/admins/reg-stats', 'yesterday by 5 min', { date: day(-1), minute: 5 }],
  ['/admins/reg-stats', 'today by 1 min', { date: day(0), minute: 1 }],
  ['/admins/source-stats', 'yesterday', { date: day(-1) }],
  ['/admins/user-count-stats', 'now', {}],
  ['/admins/paid-stats/get', '7 days by day', { from: day(-6), to: day(0), granularity: 'day' }],
  ['/admins/paid-stats/get', '30 days by day', { from: day(-29), to: day(0), granularity: 'day' }],
  [
    '/admins/paid-stats/get',
    '30 days by day, one channel',
    { from: day(-29), to: day(0), granularity: 'day', channel: 'ch01' },
  ],
  ['/admins/paid-stats/get', '90 days by week', { from: day(-89), to: day(0), granularity: 'week' }],
  ['/admins/paid-stats/get', '366 days by month', { from: day(-365), to: day(0), granularity: 'month' }],
  ['/admins/workplace/get', 'root', {}],
  ['/admins/workplace/content-data', '8 days', {}],
  ['/admins/workplace/popular', 'video', { type: 'video' }],
  ['/admins/workplace/categories', '30 days', {}],
  ['/admins/notifications/list', 'with queue todos', {}],
];

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const walk = (node, found) => {
  const scan = node['Index Name']
    ? `${node['Node Type']} using ${node['Index Name']}`
    : node['Relation Name']
      ? `${node['Node Type']} on ${node['Relation Name']}`
      : null;
  if (scan && !found.includes(scan)) found.push(scan);
  for (const child of node.Plans ?? []) walk(child, found);
  return found;
};

for (const [endpoint, label, body] of CASES) {
  for (let i = 0; i < 3; i++) await call(endpoint, body, token);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    captured = [];
    const t = performance.now();
    await call(endpoint, body, token);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const round = (x) => Math.round(x * 100) / 100;
  console.log(
    JSON.stringify({
      bench: 'stats',
      endpoint,
      case: label,
      p50_ms: round(pct(times, 50)),
      p95_ms: round(pct(times, 95)),
      min_ms: round(times[0]),
      runs: RUNS,
      // Other work on the machine inflates every figure; the load average says how much there was.
      load1: Math.round(loadavg()[0] * 100) / 100,
    }),
  );
  // The session check and other bookkeeping are EXPLAINed too; only the endpoint's own reads matter.
  const own = captured.filter(
    (q) => !/admin_sessions|"admins"|action_log/.test(q.query) && /^\s*(select|with)/i.test(q.query),
  );
  for (const [i, q] of own.entries()) {
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.query}`, q.params);
    const plan = rows[0]['QUERY PLAN'][0];
    console.log(
      JSON.stringify({
        bench: 'stats-sql',
        endpoint,
        case: label,
        query: i,
        execution_ms: round(plan['Execution Time']),
        planning_ms: round(plan['Planning Time']),
        scans: walk(plan.Plan, []),
      }),
    );
  }
}

await pool.end();
if (!reuse && process.env.BENCH_KEEP !== '1') await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
else log(`kept database ${name}`);
await admin.end();
