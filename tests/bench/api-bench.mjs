// API at scale: seeds each scale into a fresh database (PostgreSQL and PGlite), then drives the
// real server over loopback with autocannon. Prints one JSON line per endpoint × connections, plus
// seed time, server RSS (idle and under load) and pgbench on the queue page's SQL as the ceiling.
//   BENCH_DBS=postgres,pglite  BENCH_SCALES=demo,100k,1m  BENCH_SECONDS=10  BENCH_CONNECTIONS=10,100
//   BENCH_ENDPOINTS=queue-page-50,bulk-update-500,enforce-content  (default: all)
// enforce-content: a suspension with its content disabled, each call on another pending moment and
// author (BENCH_ENFORCEMENTS of them, 400 by default), one connection, as a moderator sends it.
import autocannon from 'autocannon';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { call, emit, startServer } from './lib/server.mjs';
import { queuePageStatement } from './lib/queue-statement.mjs';
import { bulkIds, enforceCandidates, enforceRequests } from './lib/decisions.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const list = (v, d) => (v ?? d).split(',').filter(Boolean);
const DBS = list(process.env.BENCH_DBS, 'postgres,pglite');
const SCALES = list(process.env.BENCH_SCALES, 'demo,100k,1m');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = list(process.env.BENCH_CONNECTIONS, '10,100').map(Number);
const ENDPOINTS = process.env.BENCH_ENDPOINTS ? list(process.env.BENCH_ENDPOINTS, '') : null;
const ENFORCEMENTS = Number(process.env.BENCH_ENFORCEMENTS ?? 400);
const PG_BASE = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const rss = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

async function freshTarget(db) {
  if (db === 'pglite') return { env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'bo-api-bench-')) }, drop: async () => {} };
  const name = `bo_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_BASE });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** `bodies` are sent in turn on each connection; a target's own `requests` run `amount` calls instead of SECONDS. */
function cannon(url, t, token, connections) {
  return autocannon({
    url: url + t.path,
    method: 'POST',
    connections,
    ...(t.amount ? { amount: t.amount } : { duration: SECONDS }),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: t.requests ?? (t.bodies ?? [t.body]).map((body) => ({ method: 'POST', body: JSON.stringify(body) })),
  });
}

/** The endpoints of issue 7, each with the body one request sends. */
function targets(ids, candidates) {
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      name: 'queue-page-50',
      path: '/admins/moment-list/get',
      body: { pageSize: 50, filters: { auditStatus: 'PENDING' } },
    },
    // The same page riskiest first; then a page deep in the band of score 0 (most of the queue),
    // which a row comparison on the risk index reaches as fast as the first.
    {
      name: 'queue-page-50-risk',
      path: '/admins/moment-list/get',
      body: { pageSize: 50, filters: { auditStatus: 'PENDING' }, sort: { field: 'risk', order: 'desc' } },
    },
    {
      name: 'queue-page-50-risk-deep',
      path: '/admins/moment-list/get',
      body: {
        pageSize: 50,
        filters: { auditStatus: 'PENDING' },
        sort: { field: 'risk', order: 'desc' },
        cursor: `${Buffer.from(JSON.stringify({ v: 0, id: ids[0] })).toString('base64url')}.10000c`,
      },
    },
    {
      name: 'table-page-with-total',
      path: '/admins/moment-list/get',
      body: { pageSize: 20, page: 5, filters: { enabled: true }, sort: { field: 'createdAt', order: 'desc' } },
    },
    // Disable, then enable: a moment already so is left alone (`unchanged`), so every call writes 500 rows.
    {
      name: 'bulk-update-500',
      path: '/admins/update-moment-enabled',
      bodies: [false, true].map((enabled) => ({ ids, enabled, reason: 'bench' })),
      connections: [1, 10],
    },
    {
      name: 'enforce-content',
      path: '/admins/account/enforce',
      requests: enforceRequests(candidates),
      amount: candidates.length,
      connections: [1],
    },
    { name: 'account-info', path: '/admins/account-info/get', body: { accountId: (ids[0] % 1000) + 1 } },
    { name: 'paid-stats', path: '/admins/paid-stats/get', body: { from: monthAgo, to: today, granularity: 'day' } },
  ].filter((t) => !ENDPOINTS || ENDPOINTS.includes(t.name));
}

/**
 * pgbench on the statement the server sends for the queue page, as the database's own ceiling:
 * with the simple protocol (parsed and planned per call) and prepared, as the server runs it.
 */
function pgbench(url, seconds) {
  const script = join(mkdtempSync(join(tmpdir(), 'bo-pgbench-')), 'queue.sql');
  writeFileSync(script, `${queuePageStatement("'PENDING'")};\n`);
  const run = (protocol) => {
    const r = spawnSync(
      'pgbench',
      ['-n', '-M', protocol, '-c', '10', '-j', '2', '-T', String(seconds), '-f', script, url],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+)/.exec(r.stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(r.stdout)?.[1];
    return tps
      ? { tps: Number(tps), latency_avg_ms: Number(latency) }
      : { error: (r.stderr || r.stdout).slice(0, 200) };
  };
  return { simple: run('simple'), prepared: run('prepared') };
}

for (const db of DBS) {
  for (const scale of SCALES) {
    const target = await freshTarget(db);
    const seedStarted = performance.now();
    execFileSync(process.execPath, ['dist/server/seed.js', '--scale', scale], {
      cwd: root,
      env: { ...process.env, ...target.env },
      stdio: 'inherit',
    });
    emit({ bench: 'seed', db, scale, seconds: +((performance.now() - seedStarted) / 1000).toFixed(1) });
    const server = await startServer(target.env);
    try {
      const root_ = await call(server.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
      const ids = await bulkIds(server.url, root_);
      const candidates =
        !ENDPOINTS || ENDPOINTS.includes('enforce-content')
          ? await enforceCandidates(server.url, root_, ENFORCEMENTS)
          : [];
      emit({ bench: 'memory', db, scale, state: 'idle', rss_bytes: rss(server.pid) });
      for (const t of targets(ids, candidates)) {
        for (const connections of t.connections ?? CONNECTIONS) {
          let peak = 0;
          const sampler = setInterval(() => (peak = Math.max(peak, rss(server.pid))), 500);
          const r = await cannon(server.url, t, root_, connections);
          clearInterval(sampler);
          // Requests autocannon gave up on may still be queued in the server (PGlite runs one
          // statement at a time): one more call waits for them, so the next run starts clean.
          await call(server.url, '/admins/info/get', {}, root_);
          emit({
            bench: 'api',
            db,
            scale,
            endpoint: t.name,
            connections,
            ...(t.amount ? { calls: t.amount } : { seconds: SECONDS }),
            req_per_s: Math.round(r.requests.average),
            p50_ms: r.latency.p50,
            p99_ms: r.latency.p99,
            non2xx: r.non2xx,
            errors: r.errors,
            timeouts: r.timeouts,
            peak_rss_bytes: peak,
          });
        }
      }
      if (db === 'postgres')
        emit({ bench: 'pgbench', db, scale, query: 'queue-page-50', connections: 10, ...pgbench(target.url, SECONDS) });
    } finally {
      await server.stop();
      await target.drop();
    }
  }
}
