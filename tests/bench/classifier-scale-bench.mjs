// The classifier at scale, on PostgreSQL, one scratch database per case (dropped at the end).
// `npm run bench -- classifier-scale`; BENCH_CASES picks cases (default all: train,insert,first50).
//
// train:   N decided moments (BENCH_TRAIN_SIZES, default 10000,100000; the second adds to the first):
//          generated posts of six labels in both languages, inserted PENDING, decided through
//          `/admins/update-audit-status` in 500-id calls with reason codes (so team_decisions and the
//          action log are the real ones), then `/admins/classifier/train` on a freshly started
//          server: the reply's time, the model's train_ms, and the server's peak RSS (VmHWM)
//          before and after. The scorer is off (CLASSIFIER=0) so it does not score the backlog
//          of the setup meanwhile.
// insert:  single-row plain-SQL inserts as fast as BENCH_WRITERS clients go for BENCH_SECONDS, with
//          the server's scorer on (CLASSIFIER=1) and off (CLASSIFIER=0), alternating for
//          BENCH_ROUNDS rounds on the same database: inserts/s each way, and the scorer's CPU per
//          item from /metrics; then the same in BENCH_WINDOWS short windows on one server, its
//          scorer stopped (SIGSTOP) through the "off" ones.
// first50: a model trained on decided posts written with one half of the fill-in words, then a
//          pending queue of posts written with the other half plus hand-written ones (evasions,
//          innocent look-alikes), mostly fine: the share of bad items in the first 50 of
//          riskiest-first before the scorer has seen them and after; per-label precision/recall.
// Prints JSON lines. TEST_DATABASE_URL picks the cluster, BENCH_DB_PREFIX the scratch prefix.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { call, emit, median, startServer } from './lib/server.mjs';
import { corpus, HANDWRITTEN, MIX } from './lib/classifier-corpus.mjs';

const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CASES = (process.env.BENCH_CASES ?? 'train,insert,first50').split(',');
const TRAIN_SIZES = (process.env.BENCH_TRAIN_SIZES ?? '10000,100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 2);
const WINDOWS = Number(process.env.BENCH_WINDOWS ?? 40);
const WINDOW_SECONDS = Number(process.env.BENCH_WINDOW_SECONDS ?? 3);
const PASSWORD = 'backoffice-demo';
const REJECTED = ['spam', 'fraud', 'harassment', 'sexual', 'illegal_goods'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load1 = () => Math.round(loadavg()[0] * 100) / 100;

/** The server's peak and current resident set, in MB, from /proc. */
function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { hwmMb: Math.round(kb('VmHWM') / 1024), rssMb: Math.round(kb('VmRSS') / 1024) };
}

async function metric(url, name) {
  const text = await (await fetch(`${url}/metrics`)).text();
  const m = new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text);
  return m ? Number(m[1]) : NaN;
}

async function adminSql(sql) {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A scratch database for one case, with a client on it and the servers started on it; all gone after. */
async function withDatabase(name, fn) {
  const dbName = `${process.env.BENCH_DB_PREFIX ?? 'bo_bench'}_clscale_${name}_${randomBytes(4).toString('hex')}`;
  await adminSql(`CREATE DATABASE ${dbName}`);
  const url = new URL(base);
  url.pathname = `/${dbName}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  let server = null;
  const ctx = {
    url: url.toString(),
    q: async (text, params) => (await db.query(text, params)).rows,
    server: () => server,
    /** (Re)starts the server with the scorer on or off; the first start seeds the demo. */
    async start(classifier, seed = false) {
      await server?.stop();
      const metricsPort = String(20_000 + Math.floor(Math.random() * 20_000));
      server = await startServer(
        { DATABASE_URL: url.toString(), METRICS_PORT: metricsPort, CLASSIFIER: classifier ? '1' : '0' },
        seed ? ['--seed-demo'] : [],
      );
      server.metricsUrl = `http://127.0.0.1:${metricsPort}`;
      server.token = await call(server.url, '/admins/login', { username: 'root', password: PASSWORD });
      return server;
    },
  };
  try {
    return await fn(ctx);
  } finally {
    await server?.stop();
    await db.end().catch(() => {});
    await adminSql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

/** Inserts the posts PENDING by the demo's accounts; answers their ids by label. */
async function insertPending(ctx, posts) {
  const authors = (await ctx.q('SELECT id FROM accounts ORDER BY id LIMIT 1000')).map((r) => Number(r.id));
  const byLabel = {};
  for (const label of new Set(posts.map((p) => p.label))) {
    const texts = posts.filter((p) => p.label === label).map((p) => p.text);
    byLabel[label] = [];
    for (let i = 0; i < texts.length; i += 5000) {
      const chunk = texts.slice(i, i + 5000);
      const rows = await ctx.q(
        `INSERT INTO moments (account_id, text, audit_status)
           SELECT a, t, 'PENDING' FROM unnest($1::bigint[], $2::text[]) AS x(a, t) RETURNING id`,
        [chunk.map((_, j) => authors[(i + j) % authors.length]), chunk],
      );
      byLabel[label].push(...rows.map((r) => Number(r.id)));
    }
  }
  return byLabel;
}

/** Decides the posts through the API as moderators do, 500 ids a call, two calls in flight. */
async function decide(server, byLabel) {
  const calls = [];
  for (const [label, ids] of Object.entries(byLabel)) {
    const body = label === 'fine' ? { auditStatus: 'APPROVED' } : { auditStatus: 'REJECTED', reasonCode: label };
    for (let i = 0; i < ids.length; i += 500) calls.push({ target: 'moment', ids: ids.slice(i, i + 500), ...body });
  }
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const body = calls[next++];
      await call(server.url, '/admins/update-audit-status', body, server.token);
    }
  };
  await Promise.all([worker(), worker()]);
  return { calls: calls.length, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

async function trainCase() {
  await withDatabase('train', async (ctx) => {
    let server = await ctx.start(false, true);
    let have = 0;
    for (const size of TRAIN_SIZES) {
      const setupStarted = performance.now();
      const posts = corpus(size - have, 1000 + size);
      const byLabel = await insertPending(ctx, posts);
      const decided = await decide(server, byLabel);
      have = size;
      // A fresh process: the peak RSS before is the server at rest, not the setup's bulk calls.
      server = await ctx.start(false);
      const before = memoryMb(server.pid);
      const started = performance.now();
      const model = await call(
        server.url,
        '/admins/classifier/train',
        { heldOutShare: 0.2, rescorePending: false },
        server.token,
      );
      const replyMs = Math.round(performance.now() - started);
      const after = memoryMb(server.pid);
      emit({
        bench: 'classifier-scale',
        case: 'train',
        decisions: size,
        examples: model.examples,
        decideCalls: decided.calls,
        decideSeconds: decided.seconds,
        setupSeconds: Math.round((performance.now() - setupStarted - replyMs) / 1000),
        replyMs,
        trainMs: model.trainMs,
        hwmBeforeMb: before.hwmMb,
        hwmAfterMb: after.hwmMb,
        rssAfterMb: after.rssMb,
        load1: load1(),
      });
    }
  });
}

/** Single-row inserts from `WRITERS` clients for `SECONDS`: how many went in. */
async function insertFor(ctx, seconds, texts) {
  const [{ lo, hi }] = await ctx.q('SELECT min(id)::int AS lo, max(id)::int AS hi FROM accounts');
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const writer = async (w) => {
    const c = new pg.Client({ connectionString: ctx.url });
    await c.connect();
    try {
      for (let i = w; performance.now() < until; i += WRITERS) {
        await c.query('INSERT INTO moments (account_id, text) VALUES ($1, $2)', [
          lo + (i % (hi - lo + 1)),
          texts[i % texts.length],
        ]);
        done++;
      }
    } finally {
      await c.end();
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
  return { inserted: done, perSecond: Math.round(done / ((performance.now() - started) / 1000)) };
}

async function waitUntilScored(ctx) {
  for (;;) {
    const [u] = await ctx.q('SELECT count(*)::int AS waiting FROM classifier_unscored');
    if (u.waiting === 0) return;
    await sleep(200);
  }
}

async function insertCase() {
  await withDatabase('insert', async (ctx) => {
    // The demo seeded and its first model trained and its backlog scored, as on a fresh start.
    await ctx.start(true, true);
    for (;;) {
      const [m] = await ctx.q('SELECT count(*)::int AS models FROM classifier_models');
      if (m.models > 0) break;
      await sleep(500);
    }
    await waitUntilScored(ctx);
    const texts = corpus(5000, 7).map((p) => p.text);
    const rates = { on: [], off: [] };
    let cpuSeconds = 0;
    let scored = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of round % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
        const server = await ctx.start(mode === 'on');
        const r = await insertFor(ctx, SECONDS, texts);
        const drainStarted = performance.now();
        if (mode === 'on') {
          await waitUntilScored(ctx);
          cpuSeconds += await metric(server.metricsUrl, 'backoffice_classifier_scoring_cpu_seconds_total');
          scored += await metric(server.metricsUrl, 'backoffice_classifier_scored_total');
        } else {
          // Scoring off: nothing will take these out of line; the next "on" round starts with none.
          await ctx.q('DELETE FROM classifier_unscored');
        }
        rates[mode].push(r.perSecond);
        emit({
          bench: 'classifier-scale',
          case: 'insert-round',
          round,
          scoring: mode,
          writers: WRITERS,
          seconds: SECONDS,
          inserted: r.inserted,
          perSecond: r.perSecond,
          ...(mode === 'on' ? { drainAfterMs: Math.round(performance.now() - drainStarted) } : {}),
          load1: load1(),
        });
      }
    }
    const on = median(rates.on);
    const off = median(rates.off);
    // Each round's two runs are minutes apart at most: their ratio is less at the shared host's mercy.
    const pairRatios = rates.on.map((r, i) => Math.round((r / rates.off[i]) * 100) / 100);
    emit({
      bench: 'classifier-scale',
      case: 'insert',
      writers: WRITERS,
      rounds: ROUNDS,
      onPerSecond: on,
      offPerSecond: off,
      onOverOff: Math.round((on / off) * 100) / 100,
      pairRatios,
      medianPairRatio: median(pairRatios),
      scorerCpuMicrosPerItem: Math.round((cpuSeconds / scored) * 1e6),
      scored,
      load1: load1(),
    });

    // The same comparison in short windows, so that the host's swings fall on both sides alike:
    // one server with the scorer on, stopped (SIGSTOP) through the "off" windows and continued
    // after, in the order on, off, off, on, … An "on" window also scores what the "off" windows
    // before it left in line, so it carries more than its own items: the comparison is against "on".
    const server = await ctx.start(true);
    await waitUntilScored(ctx);
    const totals = { on: { inserted: 0, seconds: 0 }, off: { inserted: 0, seconds: 0 } };
    for (let w = 0; w < WINDOWS; w++) {
      const mode = [0, 3].includes(w % 4) ? 'on' : 'off';
      if (mode === 'off') process.kill(server.pid, 'SIGSTOP');
      try {
        const r = await insertFor(ctx, WINDOW_SECONDS, texts);
        totals[mode].inserted += r.inserted;
        totals[mode].seconds += WINDOW_SECONDS;
      } finally {
        if (mode === 'off') process.kill(server.pid, 'SIGCONT');
      }
    }
    await waitUntilScored(ctx);
    const rate = (t) => Math.round(t.inserted / t.seconds);
    emit({
      bench: 'classifier-scale',
      case: 'insert-windows',
      writers: WRITERS,
      windows: WINDOWS,
      windowSeconds: WINDOW_SECONDS,
      onPerSecond: rate(totals.on),
      offPerSecond: rate(totals.off),
      onOverOff: Math.round((rate(totals.on) / rate(totals.off)) * 100) / 100,
      load1: load1(),
    });
  });
}

/** The share of bad items in a riskiest-first hand of 50 of the test queue. */
async function firstFiftyBad(server, truth) {
  const hand = await call(
    server.url,
    '/admins/queue/lease',
    { queue: 'moment', order: 'risk', count: 50, holder: 'first50' },
    server.token,
  );
  await call(server.url, '/admins/queue/release', { queue: 'moment', holder: 'first50' }, server.token);
  const ids = hand.list.map((m) => m.id);
  const bad = ids.filter((id) => truth.get(id) !== 'fine').length;
  return { handed: ids.length, bad, share: Math.round((bad / ids.length) * 1000) / 1000 };
}

async function first50Case() {
  const trainSize = Number(process.env.BENCH_FIRST50_TRAIN ?? 5000);
  const queueSize = Number(process.env.BENCH_FIRST50_QUEUE ?? 400);
  await withDatabase('first50', async (ctx) => {
    let server = await ctx.start(false, true);
    await decide(server, await insertPending(ctx, corpus(trainSize, 11, 'train')));
    const model = await call(
      server.url,
      '/admins/classifier/train',
      { heldOutShare: 0.2, rescorePending: false },
      server.token,
    );
    // The test queue alone: the demo's own pending moments out of the way (not decisions: the
    // model is trained already and none of this is in it).
    await ctx.q(`UPDATE moments SET audit_status = 'APPROVED' WHERE audit_status = 'PENDING'`);
    const mostlyFine = [['fine', 0.88], ...MIX.slice(1).map(([l, s]) => [l, (s / 0.4) * 0.12])];
    const queue = [...corpus(queueSize, 23, 'test', mostlyFine), ...HANDWRITTEN];
    const byLabel = await insertPending(ctx, queue);
    const truth = new Map();
    for (const [label, ids] of Object.entries(byLabel)) for (const id of ids) truth.set(id, label);
    const badTotal = [...truth.values()].filter((l) => l !== 'fine').length;

    const off = await firstFiftyBad(server, truth);
    server = await ctx.start(true);
    await waitUntilScored(ctx);
    const on = await firstFiftyBad(server, truth);
    emit({
      bench: 'classifier-scale',
      case: 'first50',
      modelExamples: model.examples,
      queue: truth.size,
      badInQueue: badTotal,
      badShareInQueue: Math.round((badTotal / truth.size) * 1000) / 1000,
      offBadInFirst50: off.bad,
      offShare: off.share,
      onBadInFirst50: on.bad,
      onShare: on.share,
      load1: load1(),
    });

    const scores = await ctx.q(
      `SELECT item_id::int AS id, top_label AS label FROM classifier_scores WHERE kind = 'moment' AND item_id = ANY($1::bigint[])`,
      [[...truth.keys()]],
    );
    const predicted = new Map(scores.map((s) => [s.id, s.label]));
    // Every label the set has or the model said: the demo's decisions teach it labels the set has none of.
    const labels = new Set(['fine', ...REJECTED, ...predicted.values()]);
    for (const label of labels) {
      let tp = 0;
      let said = 0;
      let actual = 0;
      for (const [id, t] of truth) {
        const p = predicted.get(id);
        if (p === label) said++;
        if (t === label) actual++;
        if (p === label && t === label) tp++;
      }
      emit({
        bench: 'classifier-scale',
        case: 'quality',
        label,
        items: actual,
        predicted: said,
        precision: said ? Math.round((tp / said) * 1000) / 1000 : null,
        recall: actual ? Math.round((tp / actual) * 1000) / 1000 : null,
      });
    }
    // The hand-written evasions and look-alikes on their own: bad or fine, as a moderator sorts them.
    const hw = new Set(HANDWRITTEN.map((h) => h.text));
    const hwRows = await ctx.q(`SELECT id::int AS id, text FROM moments WHERE id = ANY($1::bigint[])`, [
      [...truth.keys()],
    ]);
    const missed = [];
    const tally = { bad: 0, badCaught: 0, fine: 0, fineKept: 0 };
    for (const r of hwRows.filter((r) => hw.has(r.text))) {
      const said = predicted.get(r.id);
      const fine = truth.get(r.id) === 'fine';
      tally[fine ? 'fine' : 'bad']++;
      if (fine === (said === 'fine')) tally[fine ? 'fineKept' : 'badCaught']++;
      else missed.push(`${r.text} → ${said}`);
    }
    emit({ bench: 'classifier-scale', case: 'quality-handwritten', ...tally, missed });
  });
}

const RUN = { train: trainCase, insert: insertCase, first50: first50Case };
for (const name of CASES) {
  if (!RUN[name]) throw new Error(`unknown case ${name} (train, insert, first50)`);
  await RUN[name]();
}
