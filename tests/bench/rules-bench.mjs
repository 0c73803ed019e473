// What rules cost where content arrives: moments inserted in batches of 500 (5 000 rows) and one
// row per statement (1 000 rows), with no active rule and with 100 (terms, CJK terms, regexes),
// on PGlite and on PostgreSQL. About one text in ten hits a rule. Prints JSON lines.
// `npm run bench -- rules`; TEST_DATABASE_URL picks the PostgreSQL cluster.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { startServer } from './lib/server.mjs';

const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BATCH_ROWS = 5_000;
const BATCH = 500;
const SINGLE_ROWS = 1_000;

const TEXTS = [
  '今天天气真好，和朋友去公园散步，拍了好多照片，晚上一起吃火锅 😂',
  '周末加班到很晚，回家路上看到一只小猫，太可爱了',
  '新买的咖啡机终于到了，早上的第一杯拿铁，幸福感满满 #生活',
  'Finally finished the half marathon, legs are dead but so worth it #fitness',
  'Rainy Sunday, a good book and a cup of tea. Nothing else needed.',
  'Anyone know a good place for dumplings near the station? Moving here next week',
  '这家店的排骨饭真的绝了，排队半小时也值得',
  'Sunset from the rooftop tonight, the sky went all orange and pink ✨',
  '孩子第一次自己骑自行车，激动得我差点哭了',
];
/** One text in ten: lines the bench's rules match (a term, a CJK term, a regex). */
const HITS = [
  'cheap pills 3 here',
  '快来看 代刷粉丝10 便宜',
  'click https://win-prize13.example/now',
  '加 vx4: abcdef12 领红包',
];
const text = (i) =>
  i % 10 === 9 ? `${TEXTS[i % TEXTS.length]} ${HITS[Math.floor(i / 10) % HITS.length]}` : TEXTS[i % TEXTS.length];

/** 100 rules: 40 Latin terms, 35 CJK terms, 25 regexes; mostly flag, some hold and block. */
function hundredRules() {
  const zh = ['代刷粉丝', '发财', '兼职日结', '私聊', '赌博', '刷单', '贷款', '发票', '裸聊', '网赚'];
  const rules = [];
  for (let i = 0; i < 40; i++) rules.push(['term', i % 2 ? `cheap pills ${i}` : `spamword${i}`]);
  for (let i = 0; i < 35; i++) rules.push(['term', `${zh[i % zh.length]}${i}`]);
  for (let i = 0; i < 25; i++)
    rules.push(['regex', i % 2 ? `https?://[a-z0-9-]*prize${i}\\.` : `(?:vx|wx)${i}\\s*:\\s*[a-z0-9]{6,}`]);
  return rules.map(([kind, pattern], i) => ({
    name: `bench-${i}`,
    kind,
    pattern,
    action: i % 10 === 7 ? 'hold' : i % 10 === 8 ? 'block' : 'flag',
  }));
}

async function measure(q, db, rules) {
  await q(`UPDATE rules SET enabled = false WHERE enabled`);
  await q(`DELETE FROM rule_hits WHERE rule_id IN (SELECT id FROM rules WHERE name LIKE 'bench-%')`);
  await q(`DELETE FROM rules WHERE name LIKE 'bench-%'`);
  if (rules) {
    const list = hundredRules();
    await q(
      `INSERT INTO rules (name, kind, pattern, action, content_kinds)
       SELECT n, k, p, a, '{moment,moment_comment,question,question_reply,reply_comment,about_answer}'
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS r(n, k, p, a)`,
      [list.map((r) => r.name), list.map((r) => r.kind), list.map((r) => r.pattern), list.map((r) => r.action)],
    );
  }
  const [{ id: author }] = await q(`SELECT min(id) AS id FROM accounts`);
  const active = (await q(`SELECT count(*)::int AS n FROM rules WHERE enabled`))[0].n;
  const hitsBefore = (await q(`SELECT count(*)::int AS n FROM rule_hits`))[0].n;

  // Warm-up: plans, the trigger's PL/pgSQL and the regex cache.
  for (let i = 0; i < 50; i++) await q(`INSERT INTO moments (account_id, text) VALUES ($1, $2)`, [author, text(i)]);

  let started = performance.now();
  for (let lo = 0; lo < BATCH_ROWS; lo += BATCH) {
    const texts = Array.from({ length: BATCH }, (_, j) => text(lo + j));
    await q(`INSERT INTO moments (account_id, text) SELECT $1, t FROM unnest($2::text[]) AS t`, [author, texts]);
  }
  const batchMs = performance.now() - started;

  const times = [];
  started = performance.now();
  for (let i = 0; i < SINGLE_ROWS; i++) {
    const t0 = performance.now();
    await q(`INSERT INTO moments (account_id, text) VALUES ($1, $2)`, [author, text(i)]);
    times.push(performance.now() - t0);
  }
  const singleMs = performance.now() - started;
  times.sort((a, b) => a - b);
  const hits = (await q(`SELECT count(*)::int AS n FROM rule_hits`))[0].n - hitsBefore;
  const r1 = (x) => Math.round(x * 10) / 10;
  console.log(
    JSON.stringify({
      bench: 'rules',
      db,
      active_rules: active,
      batch_rows: BATCH_ROWS,
      batch_ms: Math.round(batchMs),
      batch_us_per_row: r1((batchMs * 1000) / BATCH_ROWS),
      single_rows: SINGLE_ROWS,
      single_us_per_row: r1((singleMs * 1000) / SINGLE_ROWS),
      single_p50_ms: r1(times[Math.floor(times.length / 2)] ?? 0),
      single_p99_ms: r1(times[Math.floor(times.length * 0.99)] ?? 0),
      rule_hits: hits,
    }),
  );
}

async function onPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'bo-bench-rules-'));
  try {
    // The server migrates and seeds the demo data set (20 000 moments), then is no longer needed.
    const server = await startServer({ DATA_DIR: dir });
    await server.stop();
    const db = await PGlite.create(join(dir, 'pglite'));
    const q = async (text, params) => (await db.query(text, params)).rows;
    try {
      // Two rounds each, alternating, since the machine is shared: the first round also warms caches.
      for (const rules of [false, true, false, true]) await measure(q, 'pglite', rules);
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const admin = async (sql) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const name = `bo_bench_rules_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    const server = await startServer({ DATABASE_URL: url.toString() });
    await server.stop();
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const q = async (text, params) => (await db.query(text, params)).rows;
    try {
      await q(`INSERT INTO accounts (nickname, avatar_url, phone, source)
               SELECT 'bench ' || g, '', '', 'official' FROM generate_series(1, 1000) g`);
      await q(
        `INSERT INTO moments (account_id, text) SELECT 1 + g % 1000, 'seeded ' || g FROM generate_series(1, 20000) g`,
      );
      await q('ANALYZE');
      for (const rules of [false, true, false, true]) await measure(q, 'postgres', rules);
    } finally {
      await db.end();
    }
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

const which = process.env.BENCH_RULES_DB;
if (which !== 'postgres') await onPglite();
if (which !== 'pglite') await onPostgres();
