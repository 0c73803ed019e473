import { describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, queryRows, type Database } from '#server/db/client';
import { throwawayDatabase } from '../stress/throwaway-postgres';
import { track } from '../stress/started-processes';
import { seededDemoCopy } from '../seeded-demo';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = (more: Record<string, string>) => ({ PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...more });

function seed(more: Record<string, string>) {
  const r = spawnSync(process.execPath, ['dist/server/seed.js', '--scale', 'demo'], {
    cwd: root,
    env: env(more),
    encoding: 'utf8',
    timeout: 170_000,
  });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
}

/** What the simulator's per-second lines have added up to so far. */
interface Printed {
  seconds: number;
  kinds: Record<string, number>;
  hits: number;
}

function printedSoFar(stdout: string): Printed {
  const printed: Printed = { seconds: 0, kinds: {}, hits: 0 };
  for (const line of stdout.match(/^\d\d:\d\d:\d\d \+\d+: .*$/gm) ?? []) {
    printed.seconds += 1;
    const [counts = '', hits = ''] = line.slice(line.indexOf(': ') + 2).split(' | ');
    for (const [, kind, n] of counts.matchAll(/([a-z-]+) (\d+)/g)) {
      printed.kinds[kind!] = (printed.kinds[kind!] ?? 0) + Number(n);
    }
    for (const [, n] of hits.matchAll(/[a-z]+ (\d+)/g)) printed.hits += Number(n);
  }
  return printed;
}

/**
 * Runs the simulator until what it has printed satisfies `enough`, then sends SIGINT. Waiting on
 * what was written, not on a number of seconds, holds on a loaded machine, where the same seconds
 * write fewer rows (once, none of the 8 % that are reports). `capSeconds` bounds a run that never
 * gets there; its assertions then fail with what was written.
 */
function simulate(
  args: string[],
  enough: (printed: Printed) => boolean,
  capSeconds = 90,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(process.execPath, ['dist/server/simulate.js', ...args], { cwd: root, env: env({}), detached: true }),
    );
    let stdout = '';
    let stderr = '';
    let sent = false;
    const stop = () => {
      if (sent) return;
      sent = true;
      child.kill('SIGINT');
    };
    const cap = setTimeout(stop, capSeconds * 1000);
    const backstop = setTimeout(() => child.kill('SIGKILL'), (capSeconds + 30) * 1000);
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (enough(printedSoFar(stdout))) stop();
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(cap);
      clearTimeout(backstop);
      resolve({ code, stdout, stderr });
    });
  });
}

const OTHERS = ['questions', 'replies', 'reply-comments', 'about'];
/** Every kind the test checks has arrived, and the rules have hit some of it. */
const everyKind = (p: Printed) =>
  (p.kinds.moments ?? 0) > 0 &&
  (p.kinds.comments ?? 0) > 0 &&
  (p.kinds.reports ?? 0) > 0 &&
  OTHERS.some((k) => (p.kinds[k] ?? 0) > 0) &&
  p.hits > 0;

/** Rows written since `since`, and rule hits on them, per kind the simulator writes. */
async function arrived(database: Database, since: string) {
  const [row] = await queryRows<{ moments: number; comments: number; others: number; reports: number; hits: number }>(
    database.db,
    sql`SELECT
      (SELECT count(*)::int FROM moments WHERE created_at >= ${since}::timestamptz) AS moments,
      (SELECT count(*)::int FROM moment_comments WHERE created_at >= ${since}::timestamptz) AS comments,
      (SELECT count(*)::int FROM reports WHERE created_at >= ${since}::timestamptz) AS reports,
      (SELECT (SELECT count(*) FROM questions WHERE created_at >= ${since}::timestamptz)
            + (SELECT count(*) FROM question_replies WHERE created_at >= ${since}::timestamptz)
            + (SELECT count(*) FROM reply_comments WHERE created_at >= ${since}::timestamptz)
            + (SELECT count(*) FROM about_answers WHERE created_at >= ${since}::timestamptz))::int AS others,
      (SELECT count(*)::int FROM rule_hits WHERE created_at >= ${since}::timestamptz) AS hits`,
  );
  return row!;
}

function expectRun(run: { code: number | null; stdout: string; stderr: string }) {
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(
    /^\d\d:\d\d:\d\d \+\d+: moments \d+, comments \d+, .* \| rule hits: flag \d+, hold \d+, block \d+$/m,
  );
  expect(run.stdout).toMatch(/simulate: stopped after [\d.]+ s: \d+ rows/);
}

describe('npm run simulate', () => {
  it('writes every kind through plain SQL on PGlite, some of it flagged by the demo rules, and stops on SIGINT', async () => {
    const dir = seededDemoCopy('bo-sim-');
    const since = new Date().toISOString();
    // 200 rows/s until every kind has arrived and some hit the rules (15 % of texts do).
    const run = await simulate(['--rate', '200', '--data-dir', dir], everyKind);
    expectRun(run);
    const database = await openPglite(dir);
    try {
      const got = await arrived(database, since);
      expect(got.moments).toBeGreaterThan(0);
      expect(got.comments).toBeGreaterThan(0);
      expect(got.others).toBeGreaterThan(0);
      expect(got.reports).toBeGreaterThan(0);
      expect(got.hits).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('--waves: campaigns from fresh accounts and a report wave beside the ordinary rows', async () => {
    const dir = seededDemoCopy('bo-sim-waves-');
    const since = new Date().toISOString();
    const run = await simulate(
      ['--rate', '50', '--waves', '--data-dir', dir],
      (p) => p.seconds >= 3 && (p.kinds.moments ?? 0) > 0,
    );
    expectRun(run);
    expect(run.stdout).toMatch(/^wave: campaign 1: \d+ posts from \d+ fresh accounts over \d+ s$/m);
    expect(run.stdout).toMatch(/^wave: report wave: \d+ fresh accounts report moment \d+$/m);
    const database = await openPglite(dir);
    try {
      const [got] = await queryRows<{ campaign: number; reports: number }>(
        database.db,
        sql`SELECT
          (SELECT count(*)::int FROM moments m JOIN accounts a ON a.id = m.account_id
            WHERE m.created_at >= ${since}::timestamptz AND a.registered_at >= ${since}::timestamptz) AS campaign,
          (SELECT max(n)::int FROM (SELECT count(*) AS n FROM reports r JOIN accounts a ON a.id = r.reporter_id
            WHERE r.created_at >= ${since}::timestamptz AND a.registered_at >= ${since}::timestamptz
            GROUP BY r.target_type, r.target_id) w) AS reports`,
      );
      expect(got!.campaign).toBeGreaterThan(0);
      expect(got!.reports).toBeGreaterThanOrEqual(5);
    } finally {
      await database.close();
    }
  });

  it('says so when a server holds the PGlite directory, and points to DATABASE_URL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bo-sim-lock-'));
    mkdirSync(dir, { recursive: true });
    // This test process is alive, so its pid in the lock file reads as a running server.
    writeFileSync(join(dir, 'server.lock'), String(process.pid));
    const run = await simulate(['--data-dir', dir], () => true);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`the server (pid ${process.pid}) holds the PGlite data directory`);
    expect(run.stderr).toContain('--database-url');
  });

  it('writes into PostgreSQL given --database-url', async () => {
    const db = await throwawayDatabase();
    try {
      seed({ DATABASE_URL: db.url });
      const since = new Date().toISOString();
      const run = await simulate(
        ['--rate', '200', '--database-url', db.url],
        // The rows the assertions below count: reports are not among them.
        (p) =>
          Object.entries(p.kinds).reduce((n, [kind, k]) => (kind === 'reports' ? n : n + k), 0) > 100 && p.hits > 0,
      );
      expectRun(run);
      const database = await openPostgres(db.url, 1);
      try {
        const got = await arrived(database, since);
        expect(got.moments + got.comments + got.others).toBeGreaterThan(100);
        expect(got.hits).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
    } finally {
      await db.drop();
    }
  });
});
