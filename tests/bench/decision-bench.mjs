// The decision figures of issue 37 at 1M moments on PostgreSQL, in one run on one database:
// 1. the queue page against its bare floor (lib/floor.mjs), alternating floor, the narrow floor of
//    before the rows carried risk and rule hits (its line is only for comparison with older
//    results), server, and again, 10 connections, each after a warm-up run; target: server ≥ 0.8×
//    the floor's req/s;
// 2. the 500-id bulk decision (`/admins/update-moment-enabled`, disable then enable, so every call
//    writes 500 rows), one connection; target p50 ≤ 60 ms;
// 3. one enforcement with a content act (`/admins/account/enforce`: a suspension with the content
//    disabled, as the queue's key sends it), each call on another pending moment and author, one
//    connection; target p50 ≤ 15 ms.
// Each line carries the 1-minute load average while it ran: the machine may be shared, and the
// ratio measured back to back is what compares. The bulk decision's line also has the CPU a call
// cost the server and the database's backends (lib/cpu.mjs), which the load moves less than p50.
//   npm run bench -- decision          (seeds a throwaway database at 1m, drops it after)
//   DECISION_DATABASE_URL=postgres://…/seeded_1m  node tests/bench/decision-bench.mjs   (reuses one, seeded with --scale 1m)
//   BENCH_SECONDS=10  BENCH_ENFORCEMENTS=400  BENCH_SCALE=1m  TEST_DATABASE_URL=postgres://…/test (where the throwaway is created from)
//   BENCH_PARTS=page   (only the queue page and its floors; default: all three parts)
//   BENCH_PARTS=decisions   (only the bulk decision and the enforcements)
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { call, emit, startServer } from './lib/server.mjs';
import { floorServer, pageExtras, queueCannon } from './lib/floor.mjs';
import { bulkIds, enforceCandidates, enforceRequests } from './lib/decisions.mjs';
import { cpuMeter } from './lib/cpu.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ENFORCEMENTS = Number(process.env.BENCH_ENFORCEMENTS ?? 400);
const SCALE = process.env.BENCH_SCALE ?? '1m';
const PG_BASE = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PAGE_ONLY = process.env.BENCH_PARTS === 'page';
const DECISIONS_ONLY = process.env.BENCH_PARTS === 'decisions';
const load1 = () => +loadavg()[0].toFixed(2);

async function adminQuery(text) {
  const c = new pg.Client({ connectionString: PG_BASE });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

/** The database to measure: the one given, or a throwaway one seeded here (and dropped after). */
async function database() {
  if (process.env.DECISION_DATABASE_URL) return { url: process.env.DECISION_DATABASE_URL, drop: async () => {} };
  const name = `bo_decision_${Date.now().toString(36)}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  const started = performance.now();
  execFileSync(process.execPath, ['dist/server/seed.js', '--scale', SCALE], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url.toString() },
    stdio: 'inherit',
  });
  emit({
    bench: 'seed',
    db: 'postgres',
    scale: SCALE,
    seconds: +((performance.now() - started) / 1000).toFixed(1),
    load1: load1(),
  });
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const figures = (r) => ({
  req_per_s: Math.round(r.requests.average),
  p50_ms: r.latency.p50,
  p99_ms: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

/**
 * Waits until the server's background lines are empty: a freshly seeded database hands the
 * classifier's scorer and the wave worker every pending item (≈ 310 000 at 1M), and until they
 * have drained a bulk decision waited 0.6–3 s on them. The time it took is printed, not measured.
 * The tables the lines fill are analysed every 30 s: where autovacuum is off (as on these hosts),
 * their statistics stay those of the empty tables the seed left, and the wave worker's statements
 * planned on them placed 26 items a second at 1M against 140 once analysed.
 */
async function drained(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const started = performance.now();
  const limit = Number(process.env.BENCH_DRAIN_SECONDS ?? 1800) * 1000;
  try {
    let left = Infinity;
    let analysed = performance.now();
    while (left > 0 && performance.now() - started < limit) {
      if (performance.now() - analysed > 30_000) {
        await c.query('ANALYZE wave_prints, waves, classifier_scores');
        analysed = performance.now();
      }
      const { rows } = await c.query(
        'SELECT (SELECT count(*) FROM classifier_unscored) + (SELECT count(*) FROM wave_unprinted) AS n',
      );
      left = Number(rows[0].n);
      if (left > 0) await new Promise((r) => setTimeout(r, 2000));
    }
    emit({
      bench: 'decision',
      phase: 'background lines drained',
      seconds: +((performance.now() - started) / 1000).toFixed(1),
      left,
      load1: load1(),
    });
  } finally {
    await c.end();
  }
}

const db = await database();
const server = await startServer({ DATABASE_URL: db.url });
let floor = null;
try {
  await drained(db.url);
  const token = await call(server.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
  floor = await floorServer(db.url, await pageExtras(server.url, token));

  if (!DECISIONS_ONLY) {
    // 1. The queue page and its floors, back to back.
    const rates = { floor: [], 'floor-narrow': [], server: [] };
    const round = [
      ['floor', floor.url],
      ['floor-narrow', floor.narrowUrl],
      ['server', server.url],
    ];
    for (const [name, base] of [...round, ...round]) {
      await queueCannon(base, token, SECONDS); // warm-up, not recorded
      const r = await queueCannon(base, token, SECONDS);
      rates[name].push(r.requests.average);
      emit({
        bench: 'queue-floor',
        scale: SCALE,
        target: name,
        connections: 10,
        seconds: SECONDS,
        ...figures(r),
        load1: load1(),
      });
    }
    const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const ratio = +(mean(rates.server) / mean(rates.floor)).toFixed(2);
    const narrowRatio = +(mean(rates.server) / mean(rates['floor-narrow'])).toFixed(2);
    emit({
      bench: 'queue-floor',
      scale: SCALE,
      ratio,
      target_ratio: 0.8,
      met: ratio >= 0.8,
      ratio_to_narrow: narrowRatio,
    });
  }
  if (!PAGE_ONLY) await decisions(token);
} finally {
  await floor?.stop();
  await server.stop();
  await db.drop();
}

/** 2. and 3.: the bulk decision and the enforcement, one connection each. */
async function decisions(token) {
  const ids = await bulkIds(server.url, token);
  const candidates = await enforceCandidates(server.url, token, ENFORCEMENTS);

  const drive = (path, requests, extra) =>
    autocannon({
      url: server.url + path,
      method: 'POST',
      connections: 1,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      requests,
      ...extra,
    });

  // 2. The 500-id bulk decision: disable, then enable.
  const bulk = [false, true].map((enabled) => ({
    method: 'POST',
    body: JSON.stringify({ ids, enabled, reason: 'bench' }),
  }));
  await drive('/admins/update-moment-enabled', bulk, { amount: 10 }); // warm-up
  const meter = await cpuMeter(db.url, server.pid);
  const b = await drive('/admins/update-moment-enabled', bulk, { duration: SECONDS });
  const cpu = meter.perCall(b.requests.total);
  emit({
    bench: 'decision',
    scale: SCALE,
    endpoint: 'bulk-update-500',
    connections: 1,
    seconds: SECONDS,
    calls: b.requests.total,
    ...figures(b),
    ...cpu,
    target_p50_ms: 60,
    met: b.latency.p50 <= 60 && b.non2xx === 0,
    load1: load1(),
  });

  // 3. One enforcement with a content act, each on another moment and author.
  const warm = candidates.splice(0, 10);
  await drive('/admins/account/enforce', enforceRequests(warm), { amount: warm.length });
  const e = await drive('/admins/account/enforce', enforceRequests(candidates), { amount: candidates.length });
  emit({
    bench: 'decision',
    scale: SCALE,
    endpoint: 'enforce-content',
    connections: 1,
    calls: candidates.length,
    ...figures(e),
    target_p50_ms: 15,
    met: e.latency.p50 <= 15 && e.non2xx === 0,
    load1: load1(),
  });
}
