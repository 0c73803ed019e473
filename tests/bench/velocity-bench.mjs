// What the velocity conditions cost where content arrives: moments inserted one row per statement
// (the social app's case) and in batches of 500, by 1 000 authors, under ten text rules (terms and
// regexes, as a deployment has: the text is folded for them either way), without and with two
// velocity rules (more than 50 items from one account in 10 minutes over every text kind; more
// than 30 near-duplicates in 10 minutes), rounds alternating off/on in one run, on PostgreSQL at
// normal commits and CPU-bound (synchronous_commit off). Two mixes: ordinary posts only (nothing
// hits: the cost of recording and counting), and one text in five a campaign's scam with an edit
// (the duplicate rule holds those past 30, each hold written and logged as any rule's). Prints
// JSON lines. `npm run bench -- velocity`;
// TEST_DATABASE_URL picks the PostgreSQL cluster.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServer } from './lib/server.mjs';
import { cpuMsOf } from './lib/cpu.mjs';

const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BATCH_ROWS = 5_000;
const BATCH = 500;
const SINGLE_ROWS = 1_000;
const AUTHORS = 1_000;

const TEXTS = [
  '今天天气真好，和朋友去公园散步，拍了好多照片，晚上一起吃火锅',
  'Finally finished the half marathon, legs are dead but so worth it',
  'Rainy Sunday, a good book and a cup of tea. Nothing else needed.',
  '这家店的排骨饭真的绝了，排队半小时也值得',
  'Anyone know a good place for dumplings near the station?',
];
const SCAM = ['Earn 5000 a day from home, guaranteed! Add my WeChat now', 'Earn  5000 a day from home, gu@ranteed 💰'];
let serial = 0;
let campaign = false;
/** Ordinary posts differ (a serial number); in the campaign mix every fifth is the scam, spaced or leet-edited. */
const text = (i) => (campaign && i % 5 === 4 ? SCAM[i % 2] : `${TEXTS[i % TEXTS.length]} #${++serial}`);

async function setRules(q, on) {
  await q(`UPDATE rules SET enabled = false WHERE enabled`);
  await q(`DELETE FROM rule_hits WHERE rule_id IN (SELECT id FROM rules WHERE name LIKE 'bench-velocity-%')`);
  await q(`DELETE FROM rules WHERE name LIKE 'bench-velocity-%'`);
  await q(`TRUNCATE text_arrivals`);
  const kinds = `'{moment,moment_comment,question,question_reply,reply_comment,about_answer}'`;
  for (let i = 0; i < 10; i++) {
    const [kind, pattern] = i % 2 ? ['term', `spamword${i}`] : ['regex', `(?:vx|wx)${i}\\s*:\\s*[a-z0-9]{6,}`];
    await q(`INSERT INTO rules (name, kind, pattern, action, content_kinds) VALUES ($1, $2, $3, 'flag', ${kinds})`, [
      `bench-velocity-text-${i}`,
      kind,
      pattern,
    ]);
  }
  if (!on) return;
  await q(`INSERT INTO rules (name, kind, pattern, action, content_kinds, velocity_items, velocity_minutes, velocity_all_kinds)
           VALUES ('bench-velocity-account', 'author', '', 'flag', ${kinds}, 50, 10, true)`);
  await q(`INSERT INTO rules (name, kind, pattern, action, content_kinds, duplicate_items, duplicate_minutes)
           VALUES ('bench-velocity-duplicate', 'author', '', 'hold', ${kinds}, 30, 10)`);
}

function backendCpuUs(pid) {
  const ms = cpuMsOf(pid);
  return ms === null ? null : ms * 1000;
}

async function measure(q, on, commit, pid, firstAuthor) {
  await setRules(q, on);
  await q(`SET synchronous_commit = ${commit === 'normal' ? 'on' : 'off'}`);
  const author = (i) => firstAuthor + (i % AUTHORS);
  for (let i = 0; i < 50; i++) await q(`INSERT INTO moments (account_id, text) VALUES ($1, $2)`, [author(i), text(i)]);
  const hitsBefore = (await q(`SELECT count(*)::int AS n FROM rule_hits`))[0].n;

  let cpu0 = backendCpuUs(pid);
  let started = performance.now();
  for (let lo = 0; lo < BATCH_ROWS; lo += BATCH) {
    const ids = Array.from({ length: BATCH }, (_, j) => author(lo + j));
    const texts = Array.from({ length: BATCH }, (_, j) => text(lo + j));
    await q(`INSERT INTO moments (account_id, text) SELECT a, t FROM unnest($1::int[], $2::text[]) AS u(a, t)`, [
      ids,
      texts,
    ]);
  }
  const batchMs = performance.now() - started;
  const batchCpu = cpu0 === null ? null : backendCpuUs(pid) - cpu0;

  const times = [];
  cpu0 = backendCpuUs(pid);
  started = performance.now();
  for (let i = 0; i < SINGLE_ROWS; i++) {
    const t0 = performance.now();
    await q(`INSERT INTO moments (account_id, text) VALUES ($1, $2)`, [author(i), text(i)]);
    times.push(performance.now() - t0);
  }
  const singleMs = performance.now() - started;
  const singleCpu = cpu0 === null ? null : backendCpuUs(pid) - cpu0;
  times.sort((a, b) => a - b);
  const hits = (await q(`SELECT count(*)::int AS n FROM rule_hits`))[0].n - hitsBefore;
  const r1 = (x) => Math.round(x * 10) / 10;
  console.log(
    JSON.stringify({
      bench: 'velocity',
      db: 'postgres',
      commit,
      mix: campaign ? 'campaign' : 'ordinary',
      velocity_rules: on ? 2 : 0,
      batch_us_per_row: r1((batchMs * 1000) / BATCH_ROWS),
      single_us_per_row: r1((singleMs * 1000) / SINGLE_ROWS),
      single_p50_ms: r1(times[Math.floor(times.length / 2)] ?? 0),
      single_p99_ms: r1(times[Math.floor(times.length * 0.99)] ?? 0),
      ...(batchCpu === null
        ? {}
        : { batch_cpu_us_per_row: r1(batchCpu / BATCH_ROWS), single_cpu_us_per_row: r1(singleCpu / SINGLE_ROWS) }),
      rule_hits: hits,
    }),
  );
  return { batchMs, singleMs, batchCpu: batchCpu ?? 0, singleCpu: singleCpu ?? 0 };
}

const admin = async (sql) => {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
};
const name = `bo_bench_velocity_${randomBytes(4).toString('hex')}`;
await admin(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
try {
  // The server migrates the empty database; the bench then writes as the social app does.
  const server = await startServer({ DATABASE_URL: url.toString() });
  await server.stop();
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const q = async (text, params) => (await db.query(text, params)).rows;
  try {
    const [{ first }] = await q(`WITH a AS (INSERT INTO accounts (nickname, avatar_url, phone, source)
                                  SELECT 'bench ' || g, '', '', 'official' FROM generate_series(1, ${AUTHORS}) g RETURNING id)
                                SELECT min(id)::int AS first FROM a`);
    await q(
      `INSERT INTO moments (account_id, text) SELECT ${first} + g % ${AUTHORS}, 'seeded ' || g FROM generate_series(1, 20000) g`,
    );
    await q('ANALYZE');
    const [{ pid }] = await q('SELECT pg_backend_pid() AS pid');
    for (const [commit, mix] of [
      ['normal', 'ordinary'],
      ['cpu-bound', 'ordinary'],
      ['cpu-bound', 'campaign'],
    ]) {
      campaign = mix === 'campaign';
      const sums = {
        off: { batchMs: 0, singleMs: 0, batchCpu: 0, singleCpu: 0 },
        on: { batchMs: 0, singleMs: 0, batchCpu: 0, singleCpu: 0 },
      };
      for (const on of [false, true, false, true]) {
        const r = await measure(q, on, commit, pid, first);
        for (const k of Object.keys(sums.off)) sums[on ? 'on' : 'off'][k] += r[k];
      }
      const ratio = (k) => (sums.on[k] > 0 ? Math.round((sums.off[k] / sums.on[k]) * 100) / 100 : null);
      console.log(
        JSON.stringify({
          bench: 'velocity-ratio',
          db: 'postgres',
          commit,
          mix,
          single_throughput_ratio: ratio('singleMs'),
          batch_throughput_ratio: ratio('batchMs'),
          single_cpu_ratio: ratio('singleCpu'),
          batch_cpu_ratio: ratio('batchCpu'),
        }),
      );
    }
  } finally {
    await db.end();
  }
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
