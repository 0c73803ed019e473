#!/usr/bin/env node
// Team statistics benchmark on PostgreSQL at 1M decisions.
//
//   npm run bench -- team        (or node tests/bench/team-bench.mjs)
//
// Creates a throwaway database on BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
// and migrates it. First it writes BENCH_TRIGGER_ROWS (20 000) decisions into the action log with
// one INSERT … SELECT, which the team-stats trigger takes set-based as it does a bulk decision
// (since migration 0034; one row at a time before), and prints what a decision costs it. Then it loads 1M decisions by 20 moderators over
// the last 30 days straight into team_decisions (8-hour shifts, each moderator mostly in two
// queues, waits spread from a minute to two days, 2 % undone, 1 % overturned), rebuilds the hourly
// rollups from them (team_stats_rebuild), and times /admins/team-stats/get through the real Hono
// app (app.request, no socket) BENCH_RUNS times per period, printing
// {"bench":"team","case",…,"p50_ms",…} lines and {"bench":"team-sql",…} lines with each statement's
// EXPLAIN ANALYZE time. BENCH_KEEP=1 keeps the database; BENCH_DB=<name> reuses a kept one.
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
const TRIGGER_ROWS = Number(process.env.BENCH_TRIGGER_ROWS ?? 20_000);
const DECISIONS = 1_000_000;
const MODERATORS = 20;
const log = (msg) => process.stderr.write(`[team-bench] ${msg}\n`);
const round = (x) => Math.round(x * 100) / 100;

const outfile = join(root, 'dist/bench/team-bench-entry.mjs');
mkdirSync(dirname(outfile), { recursive: true });
await build({
  stdin: {
    contents: `export { createApp } from './src/server/app';
      export { configWith } from './src/server/config';
      export { createLogger } from './src/server/logger';
      export { migrate } from './src/server/db/migrate';
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
const name = reuse ?? `team_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const pool = new pg.Pool({ connectionString: url.toString(), max: 20, options: '-c jit=off' });
pool.on('error', () => {});
let captured = [];
const db = drizzle({ client: pool, logger: { logQuery: (query, params) => captured.push({ query, params }) } });
await server.migrate({ db, kind: 'postgres', close: async () => {}, reserveConnection: () => pool.connect() });

const QUEUES = [
  'moment',
  'moment_comment',
  'question',
  'question_reply',
  'reply_comment',
  'report',
  'avatar_cert',
  'about_answer',
  'account',
  'appeal',
];
if (!reuse) {
  await server.seedDemoAdmins(db);
  await pool.query(`INSERT INTO admins (username, password_hash, roles, active_role, name)
    SELECT 'mod' || lpad(g::text, 2, '0'), 'x', '{BACKEND_SUPPORT_AGENT}', 'BACKEND_SUPPORT_AGENT', 'Moderator ' || g
      FROM generate_series(1, ${MODERATORS}) g`);
  await pool.query(`INSERT INTO accounts (nickname, avatar_url, phone, source, registered_at, last_active_at)
    VALUES ('bench', '', '', 'official', now() - interval '1 year', now())`);
  await pool.query(`INSERT INTO moments (account_id, text, created_at, updated_at)
    SELECT 1, 'moment ' || g, now() - interval '2 days' + g * interval '5 seconds', now() FROM generate_series(1, ${TRIGGER_ROWS}) g`);

  // Decisions as the moderation services log them, one statement on distinct items: the trigger takes them at once.
  let t = performance.now();
  await pool.query(`INSERT INTO action_log (admin_id, action, target_type, target_id, before, after, at)
    SELECT (SELECT id FROM admins WHERE username = 'mod' || lpad((1 + g % ${MODERATORS})::text, 2, '0')),
           'moment.set_audit_status', 'moment', g::text, '{"auditStatus":"PENDING","version":1}',
           '{"auditStatus":"APPROVED","version":2}', now() - interval '1 day' + g * interval '3 seconds'
      FROM generate_series(1, ${TRIGGER_ROWS}) g`);
  const triggerMs = performance.now() - t;
  const plain =
    await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) INSERT INTO action_log (admin_id, action, target_type, target_id, at)
    SELECT 1, 'bench.noop', 'x', g::text, now() FROM generate_series(1, ${TRIGGER_ROWS}) g`);
  const plainMs = plain.rows[0]['QUERY PLAN'][0]['Execution Time'];
  console.log(
    JSON.stringify({
      bench: 'team-trigger',
      decisions: TRIGGER_ROWS,
      total_ms: Math.round(triggerMs),
      per_decision_ms: round(triggerMs / TRIGGER_ROWS),
      plain_log_row_ms: round(plainMs / TRIGGER_ROWS),
      load1: round(loadavg()[0]),
    }),
  );
  await pool.query(
    'TRUNCATE team_decisions, team_decision_hours, team_decision_days, team_admin_hours, team_wait_hours, team_wait_days',
  );

  t = performance.now();
  // Moderator m works hours [m mod 24, m mod 24 + 8) of each day, mostly in queues m mod 10 and
  // (m + 3) mod 10; waits are log-uniform from a minute to two days.
  await pool.query(`INSERT INTO team_decisions (log_id, admin_id, at, queue, field, kind, target_id, before, entered_at, wait_ms, reenters, reversal)
    SELECT g, a.id, d.at, q.queue, k.field, k.kind, g, '{}'::jsonb, d.at - w.wait * interval '1 millisecond', w.wait, false,
           CASE WHEN r < 0.02 THEN 'undo' WHEN r < 0.03 THEN 'overturn' END
      FROM (SELECT g, 1 + g % ${MODERATORS} AS m, random() AS r, random() AS qr, random() AS kr, random() AS wr FROM generate_series(1, ${DECISIONS}) g) s
      JOIN LATERAL (SELECT id FROM admins WHERE username = 'mod' || lpad(s.m::text, 2, '0')) a ON true
      CROSS JOIN LATERAL (SELECT date_trunc('day', now() - interval '30 days') + floor(s.g::float8 / ${DECISIONS} * 30) * interval '1 day'
                          + ((s.m % 24) + (s.g % 480) / 60.0) * interval '1 hour' AS at) d
      CROSS JOIN LATERAL (SELECT (ARRAY[${QUEUES.map((q) => `'${q}'`).join(',')}])[1 + CASE WHEN s.qr < 0.5 THEN s.m % 10 WHEN s.qr < 0.8 THEN (s.m + 3) % 10 ELSE floor(s.qr * 1000)::int % 10 END] AS queue) q
      CROSS JOIN LATERAL (SELECT CASE WHEN q.queue = 'report' THEN 'report' WHEN q.queue = 'appeal' THEN 'appeal' WHEN s.kr < 0.9 THEN 'audit' ELSE 'enabled' END AS field,
                                 CASE WHEN q.queue = 'report' THEN (CASE WHEN s.kr < 0.4 THEN 'finish_valid' ELSE 'finish_invalid' END)
                                      WHEN q.queue = 'appeal' THEN (CASE WHEN s.kr < 0.7 THEN 'uphold' ELSE 'overturn' END)
                                      WHEN s.kr < 0.7 THEN 'approve' WHEN s.kr < 0.9 THEN 'reject' WHEN s.kr < 0.98 THEN 'disable' ELSE 'enable' END AS kind) k
      CROSS JOIN LATERAL (SELECT floor(60000 * exp(s.wr * ln(2880)))::bigint AS wait) w`);
  await pool.query('SELECT team_stats_rebuild()');
  await pool.query('VACUUM ANALYZE');
  const sizes = await pool.query(`SELECT (SELECT count(*) FROM team_decisions)::int AS decisions,
      (SELECT count(*) FROM team_decision_hours)::int AS hour_rows, (SELECT count(*) FROM team_decision_days)::int AS day_rows,
      (SELECT count(*) FROM team_wait_hours)::int AS wait_rows, (SELECT count(*) FROM team_wait_days)::int AS wait_day_rows`);
  log(`loaded ${JSON.stringify(sizes.rows[0])} in ${Math.round((performance.now() - t) / 1000)} s`);
}

// Root without a second factor: the bench times the statistics, not the enrolment gate.
const config = server.configWith({ LOG_LEVEL: 'silent', DATABASE_URL: url.toString(), MFA_REQUIRED_ROLES: 'none' });
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
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: config.BUSINESS_TIME_ZONE }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
};
const CASES = [
  ['/admins/team-stats/get', 'today', { from: day(0), to: day(0) }],
  ['/admins/team-stats/get', '7 days', { from: day(-6), to: day(0) }],
  ['/admins/team-stats/get', '30 days', { from: day(-29), to: day(0) }],
  ['/admins/team-stats/get', '92 days', { from: day(-91), to: day(0) }],
  ['/admins/team-stats/targets', 'now', {}],
];
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
for (const [endpoint, label, body] of CASES) {
  for (let i = 0; i < 3; i++) await call(endpoint, body, token);
  const times = [];
  let reply;
  for (let i = 0; i < RUNS; i++) {
    captured = [];
    const t = performance.now();
    reply = await call(endpoint, body, token);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      bench: 'team',
      endpoint,
      case: label,
      ...(reply.team ? { decisions: reply.team.decisions } : {}),
      p50_ms: round(pct(times, 50)),
      p95_ms: round(pct(times, 95)),
      min_ms: round(times[0]),
      runs: RUNS,
      load1: round(loadavg()[0]),
    }),
  );
  const own = captured.filter((q) => !/admin_sessions|action_log/.test(q.query) && /^\s*(select|with)/i.test(q.query));
  for (const [i, q] of own.entries()) {
    const { rows } = await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.query}`, q.params);
    const plan = rows[0]['QUERY PLAN'][0];
    console.log(
      JSON.stringify({
        bench: 'team-sql',
        case: label,
        query: i,
        execution_ms: round(plan['Execution Time']),
        sql: q.query.replace(/\s+/g, ' ').slice(0, 60),
      }),
    );
  }
}

await pool.end();
if (!reuse && process.env.BENCH_KEEP !== '1') await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
else log(`kept database ${name}`);
await admin.end();
