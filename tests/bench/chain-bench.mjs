// The action log's hash chain on PostgreSQL: what sealing adds to a 500-row bulk decision's log
// write (seal on against the same write with the seal trigger off), and how fast `verify-log`
// walks a long chain. Prints JSON lines. `npm run bench -- chain`; TEST_DATABASE_URL picks the cluster.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startServer } from './lib/server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CHAIN_ROWS = Number(process.env.BENCH_CHAIN_ROWS ?? 200_000);
const ROUNDS = 21;

const adminClient = async (fn) => {
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
};
const name = `bo_bench_chain_${randomBytes(4).toString('hex')}`;
await adminClient((c) => c.query(`CREATE DATABASE ${name}`));
const url = new URL(base);
url.pathname = `/${name}`;

try {
  // The server migrates the empty database, then is no longer needed.
  const server = await startServer({ DATABASE_URL: url.toString() });
  await server.stop();

  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const rows = JSON.stringify(
    Array.from({ length: 500 }, (_, i) => ({
      targetId: String(i),
      before: { enabled: true },
      after: { enabled: false },
      reason: '[spam] spam',
    })),
  );
  // The statement a 500-item bulk decision logs with (src/server/db/moderation-action-rows.ts).
  const bulk = async () => {
    const started = performance.now();
    await db.query('BEGIN');
    await db.query(
      `INSERT INTO action_log (admin_id, action, target_type, target_id, before, after, reason, ip, request_id)
       SELECT 1, 'moment.disable', 'moment', e->>'targetId', e->'before', e->'after', e->>'reason', '10.0.0.1', 'bench'
       FROM jsonb_array_elements($1::jsonb) AS e`,
      [rows],
    );
    await db.query('COMMIT');
    return performance.now() - started;
  };
  const median = async () => {
    for (let i = 0; i < 3; i++) await bulk();
    const times = [];
    for (let i = 0; i < ROUNDS; i++) times.push(await bulk());
    times.sort((a, b) => a - b);
    return Math.round(times[Math.floor(ROUNDS / 2)] * 10) / 10;
  };
  const sealed = await median();
  await db.query('ALTER TABLE action_log DISABLE TRIGGER action_log_seal');
  const unsealed = await median();
  await db.query('ALTER TABLE action_log ENABLE TRIGGER action_log_seal');
  console.log(
    JSON.stringify({
      bench: 'chain',
      case: 'bulk_500_log_write',
      db: 'postgres',
      sealed_ms: sealed,
      unsealed_ms: unsealed,
    }),
  );

  // Unsealed rows from the comparison would fail the walk; start the chain afresh.
  await db.query('ALTER TABLE action_log DISABLE TRIGGER USER');
  await db.query('ALTER TABLE action_log_seals DISABLE TRIGGER USER');
  await db.query('ALTER TABLE action_log_chain_head DISABLE TRIGGER USER');
  await db.query('TRUNCATE action_log, action_log_seals');
  await db.query(`UPDATE action_log_chain_head SET seq = 0, hash = repeat('0', 64)`);
  for (const t of ['action_log', 'action_log_seals', 'action_log_chain_head']) {
    await db.query(`ALTER TABLE ${t} ENABLE TRIGGER USER`);
  }
  for (let n = 0; n < CHAIN_ROWS / 500; n++) await bulk();
  await db.end();

  const started = performance.now();
  const walk = spawnSync(process.execPath, ['dist/server/admin.js', 'verify-log'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  if (walk.status !== 0) throw new Error(`verify-log failed: ${walk.stdout}${walk.stderr}`);
  console.log(
    JSON.stringify({
      bench: 'chain',
      case: 'verify_log',
      db: 'postgres',
      rows: CHAIN_ROWS,
      seconds: Math.round(seconds * 10) / 10,
      rows_per_s: Math.round(CHAIN_ROWS / seconds),
    }),
  );
} finally {
  await adminClient((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
