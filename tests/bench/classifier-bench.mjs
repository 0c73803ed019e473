// The classifier on PostgreSQL: the demo seed's decisions trained into a first model on a fresh
// start (training time), then moments inserted one per statement with plain SQL at 50 a second for
// 30 s, as the social app writes them, while the server scores them: latency from the insert
// (created_at, the writer's transaction start) to the committed score, p50/p99/max, and the
// scorer's CPU time per item from /metrics. Prints JSON lines. `npm run bench -- classifier`;
// TEST_DATABASE_URL picks the PostgreSQL cluster, BENCH_DB_PREFIX the scratch database's prefix.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { emit, percentile, median, startServer } from './lib/server.mjs';

const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);

const TEXTS = [
  '今天天气真好，和朋友去公园散步，拍了好多照片',
  'Finally finished the half marathon, legs are dead but so worth it #fitness',
  '兼职日赚五百，宝妈学生都可以，详情看主页',
  'Earn $500/day from home, DM me now',
  'Rainy Sunday, a good book and a cup of tea. Nothing else needed.',
  '这家店的排骨饭真的绝了，排队半小时也值得',
  '免费领取会员，点击链接 http://t.cn/xxxx',
  'Anyone know a good place for dumplings near the station?',
];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function metric(url, name) {
  const text = await (await fetch(`${url}/metrics`)).text();
  const m = new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text);
  return m ? Number(m[1]) : NaN;
}

async function main() {
  const admin = async (sql) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const name = `${process.env.BENCH_DB_PREFIX ?? 'bo_bench'}_classifier_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const metricsPort = String(20_000 + Math.floor(Math.random() * 20_000));
  const db = new pg.Client({ connectionString: url.toString() });
  let server;
  try {
    server = await startServer({ DATABASE_URL: url.toString(), METRICS_PORT: metricsPort }, ['--seed-demo']);
    const metricsUrl = `http://127.0.0.1:${metricsPort}`;
    await db.connect();
    const q = async (text, params) => (await db.query(text, params)).rows;
    // The first model (trained at start) and the seed's backlog scored.
    for (;;) {
      const [m] = await q('SELECT count(*)::int AS models FROM classifier_models');
      const [u] = await q('SELECT count(*)::int AS waiting FROM classifier_unscored');
      if (m.models > 0 && u.waiting === 0) break;
      await sleep(500);
    }
    const [model] = await q('SELECT version, examples, train_ms FROM classifier_models ORDER BY version DESC LIMIT 1');
    emit({ bench: 'classifier', case: 'train-demo-decisions', examples: model.examples, trainMs: model.train_ms });
    const cpu0 = await metric(metricsUrl, 'backoffice_classifier_scoring_cpu_seconds_total');
    const scored0 = await metric(metricsUrl, 'backoffice_classifier_scored_total');

    const [{ lo }] = await q('SELECT coalesce(max(id), 0) AS lo FROM moments');
    const started = performance.now();
    const total = RATE * SECONDS;
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      await q('INSERT INTO moments (account_id, text) VALUES (1 + $1::int % 1000, $2)', [
        i,
        `${TEXTS[i % TEXTS.length]} ${i}`,
      ]);
    }
    const insertSeconds = (performance.now() - started) / 1000;
    for (;;) {
      const [u] = await q('SELECT count(*)::int AS waiting FROM classifier_unscored');
      if (u.waiting === 0) break;
      await sleep(200);
    }
    const rows = await q(
      `SELECT extract(epoch FROM s.scored_at - m.created_at) * 1000 AS ms
         FROM moments m JOIN classifier_scores s ON s.kind = 'moment' AND s.item_id = m.id WHERE m.id > $1`,
      [lo],
    );
    const ms = rows.map((r) => Number(r.ms));
    const cpu = (await metric(metricsUrl, 'backoffice_classifier_scoring_cpu_seconds_total')) - cpu0;
    const scored = (await metric(metricsUrl, 'backoffice_classifier_scored_total')) - scored0;
    emit({
      bench: 'classifier',
      case: 'score-on-arrival',
      rate: RATE,
      inserted: total,
      achievedRate: Math.round(total / insertSeconds),
      scored: ms.length,
      p50Ms: Math.round(median(ms)),
      p99Ms: Math.round(percentile(ms, 99)),
      maxMs: Math.round(Math.max(...ms)),
      cpuMicrosPerItem: Math.round((cpu / scored) * 1e6),
    });
  } finally {
    await db.end().catch(() => {});
    await server?.stop();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

await main();
