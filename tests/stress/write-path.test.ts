import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { LIVE_STREAMS_PER_SESSION } from '#contract/live-events';
import { openStream, type LiveStream } from '../api/live-stream';
import { post, startServerProcess, type ServerProcess } from './server-process';
import { track } from './started-processes';
import { throwawayDatabase } from './throwaway-postgres';

/**
 * The write path's triggers under load at once, on PostgreSQL: the social app's inserts at a
 * steady rate with the demo rules on (the rule, risk, counter and live-event triggers run on every
 * row), moderators deciding what arrives (the action-log chain and team-statistics triggers), and
 * open live streams that must hear of both. Nothing may fail, and the action log's chain must
 * still verify afterwards.
 */
const RATE = Number(process.env.STRESS_WRITE_RATE ?? 100);
const SECONDS = Number(process.env.STRESS_WRITE_SECONDS ?? 20);
const STREAMS = Number(process.env.STRESS_WRITE_STREAMS ?? 50);
const MODERATORS = Number(process.env.STRESS_WRITE_MODERATORS ?? 8);

const root = fileURLToPath(new URL('../..', import.meta.url));
let db: Awaited<ReturnType<typeof throwawayDatabase>>;
let server: ServerProcess;

beforeAll(async () => {
  db = await throwawayDatabase();
  server = await startServerProcess({ DATABASE_URL: db.url, DATABASE_POOL_SIZE: '20' }, ['--seed-demo']);
});
afterAll(async () => {
  await server?.kill();
  await db?.drop();
});

async function count(query: string): Promise<number> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(query)).rows[0]!.n;
  } finally {
    await client.end();
  }
}

/** The simulator (`npm run simulate`) writing into the server's database until `stop()`. */
function simulator() {
  const child = track(
    spawn(process.execPath, ['dist/server/simulate.js', '--rate', String(RATE), '--database-url', db.url], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn' },
      detached: true,
    }),
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    async stop() {
      child.kill('SIGINT');
      const code = await exited;
      return { code, stdout, stderr };
    },
  };
}

describe(`the write path: ${RATE} rows/s with the rules on, ${MODERATORS} moderators deciding, ${STREAMS} live streams`, () => {
  it('writes, decides and announces everything for the whole run, and the action log still verifies', async () => {
    const logIn = async () =>
      (await post<string>(server.url, '/admins/login', { username: 'agent', password: 'backoffice-demo' })).body.data;
    const token = await logIn();
    // A session holds LIVE_STREAMS_PER_SESSION streams (then its oldest closes), as a tab's would:
    // the streams come from as many sessions as they need.
    const sessions: string[] = [token];
    const streams: LiveStream[] = [];
    for (let i = 0; i < STREAMS; i++) {
      const session = Math.floor(i / LIVE_STREAMS_PER_SESSION);
      while (sessions.length <= session) sessions.push(await logIn());
      const ticket = await post<{ ticket: string }>(server.url, '/admins/events/ticket', {}, sessions[session]);
      expect(ticket.body.code).toBe(200);
      streams.push(await openStream(server.url, ticket.body.data.ticket));
    }
    expect(streams.every((s) => s.status === 200)).toBe(true);

    const since = await count('SELECT (extract(epoch FROM now()) * 1000)::bigint AS n');
    const writing = simulator();
    const until = Date.now() + SECONDS * 1000;
    const failures: string[] = [];
    let decided = 0;
    const moderator = async (lane: number) => {
      while (Date.now() < until) {
        const page = await post<{ list: { id: number }[] }>(
          server.url,
          '/admins/moment-list/get',
          { pageSize: 50, filters: { auditStatus: 'PENDING' } },
          token,
        );
        if (page.body.code !== 200) failures.push(`list: ${page.status} ${page.body.code}`);
        // Each moderator decides its own share of the page, so no two race for one row here (the
        // races themselves are tested in tests/api/moderation-concurrency.test.ts).
        const ids = (page.body.data?.list ?? []).map((r) => r.id).filter((id) => id % MODERATORS === lane);
        if (ids.length === 0) {
          await new Promise((r) => setTimeout(r, 200));
          continue;
        }
        const r = await post(
          server.url,
          '/admins/update-audit-status',
          { target: 'moment', ids: ids.slice(0, 5), auditStatus: 'APPROVED' },
          token,
        );
        if (r.status >= 500 || r.body.code !== 200) failures.push(`decide: ${r.status} ${r.body.code} ${r.body.msg}`);
        else decided += 1;
      }
    };
    await Promise.all(Array.from({ length: MODERATORS }, (_, lane) => moderator(lane)));
    const run = await writing.stop();

    const written = await count(
      `SELECT (SELECT count(*) FROM moments WHERE created_at >= to_timestamp(${since} / 1000.0))::int AS n`,
    );
    const hits = await count(
      `SELECT count(*)::int AS n FROM rule_hits WHERE created_at >= to_timestamp(${since} / 1000.0)`,
    );
    const figures = {
      stress: 'write-path',
      rate: RATE,
      seconds: SECONDS,
      streams: STREAMS,
      moderators: MODERATORS,
      simulated: /stopped after [\d.]+ s: (\d+) rows/.exec(run.stdout)?.[1],
      moments: written,
      ruleHits: hits,
      decisions: decided,
    };
    process.stdout.write(JSON.stringify(figures) + '\n');

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(failures).toEqual([]);
    expect(decided).toBeGreaterThan(0);
    expect(written).toBeGreaterThan(0);
    expect(hits).toBeGreaterThan(0);
    // Every stream heard of content entering and of a decision while all of it ran.
    await Promise.all(
      streams.map(async (s) => {
        await s.next('items-entered', () => true, 30_000);
        await s.next('items-decided', () => true, 30_000);
      }),
    );
    for (const s of streams) s.close();

    // The chain the action-log trigger seals at commit held under concurrent decisions.
    const verified = spawnSync(process.execPath, ['dist/server/admin.js', 'verify-log'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', DATABASE_URL: db.url },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(verified.stderr).toBe('');
    expect(verified.status).toBe(0);
    expect(verified.stdout).toMatch(/chain intact/);
  });
});
