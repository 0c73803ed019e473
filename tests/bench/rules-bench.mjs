// What rules cost where content arrives, with the text folding on: moments inserted in batches of
// 500 and one row per statement (the social app's case), with no active rule and with 100 (terms,
// leetspeak terms, Chinese terms, regexes, domain, phone and author rules), at normal commits and
// CPU-bound (synchronous_commit off), rounds alternating in one run; then the worst write a
// 20 000-character text can cost, and, on the server, a dry run and a save of a pattern that
// backtracks in other engines while /healthz is polled. About one text in ten hits a rule; on
// PostgreSQL the CPU-bound rounds run again with texts that hit nothing.
// Prints JSON lines. `npm run bench -- rules`; TEST_DATABASE_URL picks the PostgreSQL cluster;
// BENCH_RULES_DB=pglite|postgres runs one of the two. On a PostgreSQL server on this machine the
// lines also give the CPU time its backend spent a row (from /proc): other work on a shared machine
// stretches the wall-clock figures, much less what the backend itself computes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { call, startServer } from './lib/server.mjs';
import { cpuMsOf } from './lib/cpu.mjs';

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
/** One text in ten: lines the bench's rules match (a term, a leetspeak term, a CJK term, a regex, a link, a number). */
const HITS = [
  'cheap pills 3 here',
  'ch3ap p1lls 5 h3re',
  '快来看 代刷粉丝10 便宜',
  'click https://win-prize13.example.com/now',
  'see bit[.]ly/abc',
  '加 vx4: abcdef12 领红包',
  'call 138.1234.5678',
];
const text = (i, hits = true) =>
  hits && i % 10 === 9
    ? `${TEXTS[i % TEXTS.length]} ${HITS[Math.floor(i / 10) % HITS.length]}`
    : TEXTS[i % TEXTS.length];

/** 100 rules: 30 Latin terms, 10 leetspeak terms, 25 CJK terms, 20 regexes, 10 domain, 4 phone, 1 author rule. */
function hundredRules() {
  const zh = ['代刷粉丝', '发财', '兼职日结', '私聊', '赌博', '刷单', '贷款', '发票', '裸聊', '网赚'];
  const rules = [];
  for (let i = 0; i < 30; i++) rules.push({ kind: 'term', pattern: i % 2 ? `cheap pills ${i}` : `spamword${i}` });
  for (let i = 0; i < 10; i++) rules.push({ kind: 'term', pattern: `cheap pills ${i} here`, leet: true });
  for (let i = 0; i < 25; i++) rules.push({ kind: 'term', pattern: `${zh[i % zh.length]}${i}` });
  for (let i = 0; i < 20; i++)
    rules.push({
      kind: 'regex',
      pattern: i % 2 ? `https?://[a-z0-9-]*prize${i}\\.` : `(?:vx|wx)${i}\\s*:\\s*[a-z0-9]{6,}`,
    });
  for (let i = 0; i < 10; i++)
    rules.push({ kind: 'domain', pattern: i === 0 ? 'list:shorteners' : `spam-site-${i}.com` });
  for (let i = 0; i < 4; i++) rules.push({ kind: 'phone', pattern: i === 0 ? '*' : `1391234567${i}` });
  rules.push({ kind: 'author', pattern: '', authorMaxAgeDays: 1 });
  return rules.map((r, i) => ({
    name: `bench-${i}`,
    leet: false,
    authorMaxAgeDays: null,
    ...r,
    action: i % 10 === 7 ? 'hold' : i % 10 === 8 ? 'block' : 'flag',
  }));
}

async function setRules(q, on) {
  await q(`UPDATE rules SET enabled = false WHERE enabled`);
  await q(`DELETE FROM rule_hits WHERE rule_id IN (SELECT id FROM rules WHERE name LIKE 'bench-%')`);
  await q(`DELETE FROM rules WHERE name LIKE 'bench-%'`);
  if (!on) return;
  const list = hundredRules();
  await q(
    `INSERT INTO rules (name, kind, pattern, action, leet, author_max_age_days, content_kinds)
     SELECT n, k, p, a, l, d, '{moment,moment_comment,question,question_reply,reply_comment,about_answer}'
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[], $6::int[]) AS r(n, k, p, a, l, d)`,
    [
      list.map((r) => r.name),
      list.map((r) => r.kind),
      list.map((r) => r.pattern),
      list.map((r) => r.action),
      list.map((r) => r.leet),
      list.map((r) => r.authorMaxAgeDays),
    ],
  );
}

/** CPU microseconds a local PostgreSQL backend has used so far (user + system), or null when it is not readable. */
function backendCpuUs(pid) {
  const ms = pid ? cpuMsOf(pid) : null;
  return ms === null ? null : ms * 1000;
}

async function measure(q, db, rules, commit, pid, hits = true) {
  await setRules(q, rules);
  await q(`SET synchronous_commit = ${commit === 'normal' ? 'on' : 'off'}`);
  const [{ id: author }] = await q(`SELECT min(id) AS id FROM accounts`);
  const active = (await q(`SELECT count(*)::int AS n FROM rules WHERE enabled`))[0].n;
  const hitsBefore = (await q(`SELECT count(*)::int AS n FROM rule_hits`))[0].n;

  // Warm-up: plans, the trigger's PL/pgSQL and the regex cache.
  for (let i = 0; i < 50; i++)
    await q(`INSERT INTO moments (account_id, text) VALUES ($1, $2)`, [author, text(i, hits)]);

  let cpu0 = backendCpuUs(pid);
  let started = performance.now();
  for (let lo = 0; lo < BATCH_ROWS; lo += BATCH) {
    const texts = Array.from({ length: BATCH }, (_, j) => text(lo + j, hits));
    await q(`INSERT INTO moments (account_id, text) SELECT $1, t FROM unnest($2::text[]) AS t`, [author, texts]);
  }
  const batchMs = performance.now() - started;
  const batchCpu = cpu0 === null ? null : backendCpuUs(pid) - cpu0;

  const times = [];
  cpu0 = backendCpuUs(pid);
  started = performance.now();
  for (let i = 0; i < SINGLE_ROWS; i++) {
    const t0 = performance.now();
    await q(`INSERT INTO moments (account_id, text) VALUES ($1, $2)`, [author, text(i, hits)]);
    times.push(performance.now() - t0);
  }
  const singleMs = performance.now() - started;
  const singleCpu = cpu0 === null ? null : backendCpuUs(pid) - cpu0;
  times.sort((a, b) => a - b);
  const ruleHits = (await q(`SELECT count(*)::int AS n FROM rule_hits`))[0].n - hitsBefore;
  const r1 = (x) => Math.round(x * 10) / 10;
  console.log(
    JSON.stringify({
      bench: 'rules',
      db,
      commit,
      texts: hits ? 'one in ten hits' : 'no hits',
      active_rules: active,
      batch_rows: BATCH_ROWS,
      batch_ms: Math.round(batchMs),
      batch_us_per_row: r1((batchMs * 1000) / BATCH_ROWS),
      single_rows: SINGLE_ROWS,
      single_us_per_row: r1((singleMs * 1000) / SINGLE_ROWS),
      single_p50_ms: r1(times[Math.floor(times.length / 2)] ?? 0),
      single_p99_ms: r1(times[Math.floor(times.length * 0.99)] ?? 0),
      ...(batchCpu === null
        ? {}
        : {
            batch_cpu_us_per_row: r1(batchCpu / BATCH_ROWS),
            single_cpu_us_per_row: r1(singleCpu / SINGLE_ROWS),
          }),
      rule_hits: ruleHits,
    }),
  );
  return { batchMs, singleMs, batchCpu, singleCpu };
}

/**
 * Rounds alternating rules off and on, per commit mode; the ratio of on to off throughput. The
 * texts hit a rule one in ten; CPU-bound, the same rounds again with texts that hit nothing, which
 * splits the rules' cost into the matching every row pays and the writes of a hit (its rule hit,
 * the row's risk parts, and for a hold or block the action log's entry).
 */
async function rounds(q, db, pid) {
  const passes =
    db === 'pglite'
      ? [['normal', true]]
      : [
          ['normal', true],
          ['cpu-bound', true],
          ['cpu-bound', false],
        ];
  for (const [commit, hits] of passes) {
    const zero = () => ({ batchMs: 0, singleMs: 0, batchCpu: 0, singleCpu: 0 });
    const sums = { off: zero(), on: zero() };
    for (const on of [false, true, false, true]) {
      const r = await measure(q, db, on, commit, pid, hits);
      for (const k of Object.keys(sums.off)) sums[on ? 'on' : 'off'][k] += r[k] ?? 0;
    }
    const ratio = (k) => Math.round((sums.off[k] / sums.on[k]) * 100) / 100;
    console.log(
      JSON.stringify({
        bench: 'rules-ratio',
        db,
        commit,
        texts: hits ? 'one in ten hits' : 'no hits',
        single_throughput_ratio: ratio('singleMs'),
        batch_throughput_ratio: ratio('batchMs'),
        ...(sums.on.singleCpu > 0 ? { single_cpu_ratio: ratio('singleCpu'), batch_cpu_ratio: ratio('batchCpu') } : {}),
      }),
    );
  }
}

/** The worst a write can wait on matching: 100 rules plus a pattern that backtracks elsewhere, on 20 000 characters. */
async function worstWrite(q, db) {
  await setRules(q, true);
  await q(
    `INSERT INTO rules (name, kind, pattern, action, content_kinds) VALUES ('bench-worst', 'regex', 'e|.*.*.*.*.*.*zqj', 'flag', '{moment}')`,
  );
  const [{ id: author }] = await q(`SELECT min(id) AS id FROM accounts`);
  const bodies = [
    'x'.repeat(20_000),
    'e'.repeat(20_000),
    'm o r o n '.repeat(2_000),
    '一三八 '.repeat(5_000),
    'bit[.]ly/a '.repeat(1_800),
    'a'.repeat(100_000),
  ];
  for (const body of bodies) {
    const times = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await q(`INSERT INTO moments (account_id, text) VALUES ($1, $2)`, [author, body]);
      times.push(performance.now() - t0);
    }
    console.log(
      JSON.stringify({
        bench: 'rules-worst-write',
        db,
        text: `${JSON.stringify(body.slice(0, 12))}… (${body.length} chars)`,
        max_ms: Math.round(Math.max(...times) * 10) / 10,
      }),
    );
  }
  await q(`DELETE FROM rule_hits WHERE rule_id IN (SELECT id FROM rules WHERE name = 'bench-worst')`);
  await q(`DELETE FROM rules WHERE name = 'bench-worst'`);
}

/** A dry run and a save of `e|.*.*.*.*.*.*zqj` on the server while /healthz is polled every 20 ms. */
async function serverHealth(url, db) {
  const token = await call(url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
  let polling = true;
  const health = [];
  const poller = (async () => {
    while (polling) {
      const t0 = performance.now();
      await fetch(`${url}/healthz`);
      health.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const pattern = 'e|.*.*.*.*.*.*zqj';
  let t0 = performance.now();
  await call(url, '/admins/rules/test', { kind: 'regex', pattern, contentKinds: ['moment', 'moment_comment'] }, token);
  const testMs = performance.now() - t0;
  t0 = performance.now();
  await call(
    url,
    '/admins/rules/save',
    {
      name: `bench-zqj-${Date.now()}`,
      kind: 'regex',
      pattern,
      contentKinds: ['moment'],
      action: 'flag',
      enabled: false,
    },
    token,
  );
  const saveMs = performance.now() - t0;
  polling = false;
  await poller;
  health.sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      bench: 'rules-linear',
      db,
      pattern,
      test_ms: Math.round(testMs),
      save_ms: Math.round(saveMs),
      healthz_polls: health.length,
      healthz_max_ms: Math.round(health[health.length - 1] ?? 0),
      healthz_p50_ms: Math.round(health[Math.floor(health.length / 2)] ?? 0),
    }),
  );
}

async function onPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'bo-bench-rules-'));
  try {
    // The server migrates and seeds the demo data set (20 000 moments); a dry run while /healthz is polled.
    const server = await startServer({ DATA_DIR: dir });
    await serverHealth(server.url, 'pglite');
    await server.stop();
    const db = await PGlite.create(join(dir, 'pglite'));
    const q = async (text, params) => (await db.query(text, params)).rows;
    try {
      // Two rounds each, alternating, since the machine is shared: the first round also warms caches.
      await rounds(q, 'pglite');
      await worstWrite(q, 'pglite');
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
    const server = await startServer({ DATABASE_URL: url.toString() }, ['--seed-demo']);
    await serverHealth(server.url, 'postgres');
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
      const [{ pid }] = await q('SELECT pg_backend_pid() AS pid');
      await rounds(q, 'postgres', pid);
      await worstWrite(q, 'postgres');
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
