// Waves on PostgreSQL (#42), three figures in one run, printed as JSON lines:
//  1. insert: one-row plain-SQL inserts with the wave line on against off, alternating rounds in
//     the same run (off: the arrival trigger function without its wave_unprinted insert), and the
//     wave worker's cost per item: a burst of arrivals drained, wall and server CPU per item.
//  2. lookup: an arrival's candidate look-up (the worker's statement) at 1M fingerprints, built
//     with generate_series: 10 % of rows in clusters of 100 sharing band keys, spread over 7 days.
//  3. decide: a wave of 500 decided with one /admins/wave/decide over HTTP, undone between runs.
// `npm run bench -- wave`; BENCH_PG picks the cluster's maintenance URL; the database is `wavebench`.
import pg from 'pg';
import { call, emit, median, percentile, startServer } from './lib/server.mjs';
import { cpuMsOf } from './lib/cpu.mjs';

const base = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_WAVE_ROWS ?? 1_000_000);
const url = new URL(base);
url.pathname = '/wavebench';

const CAMPAIGN =
  'Guaranteed profit every day! Join our crypto investment group and double your money in one week, message me now at bit.ly/';
const WORDS = 'the a morning river coffee train garden book music rain friend city street park dinner weekend'.split(
  ' ',
);
const sentence = (i) =>
  Array.from({ length: 14 }, (_, k) => WORDS[(i * 7 + k * 13 + ((i >> k) & 3)) % WORDS.length]).join(' ') + ` ${i}`;

const OFF = `CREATE OR REPLACE FUNCTION classifier_queue() RETURNS trigger AS $$
BEGIN
  INSERT INTO classifier_unscored (kind, item_id) SELECT TG_ARGV[0], id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END; $$ LANGUAGE plpgsql`;
const ON = `CREATE OR REPLACE FUNCTION classifier_queue() RETURNS trigger AS $$
BEGIN
  INSERT INTO classifier_unscored (kind, item_id) SELECT TG_ARGV[0], id FROM new_rows ON CONFLICT DO NOTHING;
  INSERT INTO wave_unprinted (kind, item_id) SELECT TG_ARGV[0], id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END; $$ LANGUAGE plpgsql`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const cpuSeconds = (pid) => {
  const ms = cpuMsOf(pid);
  if (ms === null) throw new Error(`no CPU figures for process ${pid}`);
  return ms / 1000;
};

async function main() {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS wavebench WITH (FORCE)');
  await admin.query('CREATE DATABASE wavebench');
  await admin.end();
  // CLASSIFIER=0: the scorer stays out of the figures; the wave worker runs whatever it says.
  const server = await startServer({ DATABASE_URL: url.toString(), CLASSIFIER: '0' }, ['--seed-demo']);
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const q = async (text, params) => (await db.query(text, params)).rows;
  const drained = async () => {
    for (;;) {
      const [r] = await q('SELECT count(*)::int AS n FROM wave_unprinted');
      if (r.n === 0) return;
      await sleep(50);
    }
  };
  try {
    // The demo seed's text items arrive through the same line: the worker's backlog at start.
    const [{ waiting }] = await q('SELECT count(*)::int AS waiting FROM wave_unprinted');
    const s0 = performance.now();
    await drained();
    emit({
      bench: 'wave',
      case: 'seed-backlog',
      items: waiting,
      seconds: +((performance.now() - s0) / 1000).toFixed(1),
    });
    // 1. Insert cost, on against off, alternating rounds of one-row inserts.
    const times = { on: [], off: [] };
    let n = 0;
    for (let round = 0; round < 10; round++) {
      for (const mode of ['off', 'on']) {
        await q(mode === 'on' ? ON : OFF);
        for (let i = 0; i < 100; i++, n++) {
          const text = n % 4 === 0 ? `${CAMPAIGN}${n}` : sentence(n);
          const t0 = performance.now();
          await q('INSERT INTO moments (account_id, text) VALUES (1 + $1::int % 1000, $2)', [n, text]);
          times[mode].push(performance.now() - t0);
        }
      }
    }
    await q(ON);
    for (const mode of ['off', 'on'])
      emit({
        bench: 'wave',
        case: `insert-one-row-${mode}`,
        inserts: times[mode].length,
        p50Ms: +median(times[mode]).toFixed(3),
        p99Ms: +percentile(times[mode], 99).toFixed(3),
      });
    await drained();
    // The worker's cost per item: a burst of 2 000 arrivals (a quarter of them one campaign), in
    // CPU of the server process and of its PostgreSQL backends (the wall time is the machine's load).
    const backends = (
      await q(
        "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend' AND pid <> pg_backend_pid()",
        ['wavebench'],
      )
    ).map((r) => r.pid);
    const backendCpu = () =>
      backends.reduce((sum, pid) => {
        try {
          return sum + cpuSeconds(pid);
        } catch {
          return sum;
        }
      }, 0);
    // The same burst twice: with the wave line off (nothing queued; the server's other work on
    // the insert, e.g. its live-event listener, over the same time) and on (drained by the worker).
    const burst = (from) =>
      q(
        `INSERT INTO moments (account_id, text)
         SELECT 1 + i % 1000, CASE WHEN i % 4 = 0 THEN $1 || i ELSE 'post ' || md5(i::text) || ' ' || md5((i * 7)::text) END
           FROM generate_series($2::int, $2::int + 1999) i`,
        [CAMPAIGN, from],
      );
    const measured = {};
    for (const mode of ['on', 'off']) {
      await q(mode === 'on' ? ON : OFF);
      const db0 = backendCpu();
      const cpu0 = cpuSeconds(server.pid);
      const t0 = performance.now();
      await burst(mode === 'on' ? 1 : 100_001);
      if (mode === 'on') await drained();
      else await sleep(measured.on.wall);
      measured[mode] = {
        wall: performance.now() - t0,
        server: cpuSeconds(server.pid) - cpu0,
        database: backendCpu() - db0,
      };
    }
    await q(ON);
    const perItem = (seconds) => +((seconds * 1000) / 2000).toFixed(3);
    emit({
      bench: 'wave',
      case: 'worker-per-item',
      items: 2000,
      wallMsPerItem: +(measured.on.wall / 2000).toFixed(3),
      serverCpuMsPerItem: perItem(measured.on.server),
      databaseCpuMsPerItem: perItem(measured.on.database),
      offServerCpuMsPerItem: perItem(measured.off.server),
      offDatabaseCpuMsPerItem: perItem(measured.off.database),
      workerCpuMsPerItem: perItem(
        measured.on.server + measured.on.database - measured.off.server - measured.off.database,
      ),
    });

    // 3. A wave of 500 decided through HTTP (before the 1M table, on the demo data set).
    const token = await call(server.url, '/admins/login', { username: 'root', password: 'backoffice-demo' });
    await q(
      `INSERT INTO moments (account_id, text) SELECT 1 + i % 40, $1 || ' #' || i FROM generate_series(1, 500) i`,
      [CAMPAIGN + 'wave500'],
    );
    await drained();
    const [{ id: waveId }] = await q(`SELECT id FROM waves ORDER BY size DESC, id DESC LIMIT 1`);
    const decideMs = [];
    for (let run = 0; run < 7; run++) {
      const view = await call(server.url, '/admins/wave/get', { id: waveId }, token);
      const pending = view.items.filter((i) => i.auditStatus === 'PENDING');
      const expectedVersions = Object.fromEntries(pending.map((i) => [String(i.id), i.version]));
      const t = performance.now();
      const reply = await call(
        server.url,
        '/admins/wave/decide',
        { waveId, ids: pending.map((i) => i.id), expectedVersions, decision: 'reject', reasonCode: 'spam' },
        token,
      );
      decideMs.push(performance.now() - t);
      if (reply.updated.length !== 500) throw new Error(`decided ${reply.updated.length}, not 500`);
      // Undo, as the console does: the states before, through the bulk update.
      for (let k = 0; k < 500; k += 500)
        await call(
          server.url,
          '/admins/update-audit-status',
          {
            target: 'moment',
            ids: reply.updated.map((u) => u.after.id),
            auditStatus: 'PENDING',
            expectedVersions: Object.fromEntries(reply.updated.map((u) => [String(u.after.id), u.after.version])),
          },
          token,
        );
    }
    emit({
      bench: 'wave',
      case: 'decide-500-http',
      runs: decideMs.length,
      p50Ms: +median(decideMs).toFixed(1),
      maxMs: +Math.max(...decideMs).toFixed(1),
    });
    await server.stop();

    // 2. Candidate look-up at 1M fingerprints.
    const b0 = performance.now();
    await q('DROP INDEX wave_prints_bands_idx');
    await q(
      `INSERT INTO wave_prints (kind, item_id, account_id, created_at, signature, bands, wave_id)
       SELECT 'moment', 10000000 + i, 1 + i % 1000, now() - (i % 604800) * interval '1 second',
              array_fill(i, ARRAY[64]),
              ARRAY(SELECT hashint8(CASE WHEN i % 10 = 0 THEN (i / 1000) * 16 + b ELSE i::bigint * 16 + b END)
                      FROM generate_series(0, 15) b),
              NULL
         FROM generate_series(1, $1::int) i`,
      [ROWS],
    );
    await q('CREATE INDEX wave_prints_bands_idx ON wave_prints USING gin (bands) WITH (fastupdate = off)');
    await q('ANALYZE wave_prints');
    emit({ bench: 'wave', case: 'build-1m', rows: ROWS, seconds: +((performance.now() - b0) / 1000).toFixed(1) });
    const statement = {
      name: 'wave-candidates',
      // The worker's statement (db/wave-rows.ts candidatesOf), prepared as the driver prepares it.
      text: `SELECT item_id AS "itemId", wave_id AS "waveId", signature
               FROM (SELECT * FROM wave_prints WHERE bands && $1::int[] OFFSET 0) p
              WHERE kind = $2 AND created_at >= $3::timestamptz AND item_id <> $4
              LIMIT 50`,
    };
    const since = new Date(Date.now() - 86_400_000).toISOString();
    // As the worker's batch transaction sets it (db/wave-rows.ts clusteringLock).
    await q('SET enable_seqscan = off');
    const probes = { campaign: { ms: [], found: [] }, fresh: { ms: [], found: [] } };
    for (let p = 0; p < 1000; p++) {
      // Half the probes are a clustered row written in the last day (a campaign's next post, with
      // its wave's newest members to read), half new text sharing no key.
      const week = Math.floor(Math.random() * Math.floor(ROWS / 604_800));
      const i = p % 2 === 0 ? 604_800 * week + 10 * (1 + Math.floor(Math.random() * 8000)) : ROWS + p;
      const [{ bands }] = await q(
        `SELECT ARRAY(SELECT hashint8(CASE WHEN $1::bigint % 10 = 0 THEN ($1::bigint / 1000) * 16 + b ELSE $1::bigint * 16 + b END)
                        FROM generate_series(0, 15) b) AS bands`,
        [i],
      );
      const t = performance.now();
      const rows = (await db.query({ ...statement, values: [bands, 'moment', since, i] })).rows;
      const into = probes[p % 2 === 0 ? 'campaign' : 'fresh'];
      into.ms.push(performance.now() - t);
      into.found.push(rows.length);
    }
    for (const [kind, { ms, found }] of Object.entries(probes))
      emit({
        bench: 'wave',
        case: `lookup-1m-${kind}`,
        rows: ROWS,
        probes: ms.length,
        p50Ms: +median(ms).toFixed(3),
        p99Ms: +percentile(ms, 99).toFixed(3),
        candidatesP50: median(found),
        candidatesMax: Math.max(...found),
      });
  } finally {
    await server.stop();
    await db.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
