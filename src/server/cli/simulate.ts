import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { queryRows, type Db } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { openDatabase } from '../db/open';
import { ContentWriter, SIMULATED_KINDS, type SimulatedKind } from '../simulate/content-writer';
import { WaveWriter, type Campaign } from '../simulate/wave-writer';

const USAGE = `usage: npm run simulate -- [--rate N] [--waves] [--database-url URL | --data-dir DIR]
  Inserts new moments, comments, questions, replies, reply comments, 'about me' answers and reports
  through plain SQL, as the social app does, N per second (default 20), until Ctrl+C.
  --waves also runs spam campaigns, one after another: the same scam posted 30-300 times by 5-40
  accounts signed up moments before, within 1-4 minutes, with small edits (word swaps, emoji,
  spacing, leetspeak), each with a report wave (5-12 fresh accounts reporting one ordinary post).
  Without an option it uses DATABASE_URL, else DATA_DIR (default ./data), as the server does.`;

const SHORT: Record<SimulatedKind, string> = {
  moment: 'moments',
  moment_comment: 'comments',
  question: 'questions',
  question_reply: 'replies',
  reply_comment: 'reply-comments',
  about_answer: 'about',
  report: 'reports',
};

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** Rule hits since `afterId`, by action, from any writer: what the content triggers did. */
async function hitsSince(db: Db, afterId: number) {
  const rows = await queryRows<{ action: string; n: number; last: number }>(
    db,
    sql`SELECT action, count(*)::int AS n, max(id)::int AS last FROM rule_hits WHERE id > ${afterId} GROUP BY action`,
  );
  const by = { flag: 0, hold: 0, block: 0 } as Record<string, number>;
  let last = afterId;
  for (const r of rows) {
    by[r.action] = r.n;
    last = Math.max(last, r.last);
  }
  return { by, last };
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const rate = Number(option(args, '--rate') ?? '20');
  if (!Number.isFinite(rate) || rate <= 0 || rate > 5000)
    throw new Error(`--rate must be a number of rows per second (1-5000)\n${USAGE}`);
  const url = option(args, '--database-url');
  const dir = option(args, '--data-dir');
  if (url) process.env.DATABASE_URL = url;
  if (dir) {
    process.env.DATA_DIR = dir;
    delete process.env.DATABASE_URL;
  }
  const config = loadConfig();
  const database = await openDatabase(config).catch((err: unknown) => {
    if (err instanceof DataDirInUseError)
      throw new Error(
        `the server (pid ${err.holder}) holds the PGlite data directory ${err.dir}, and PGlite lets one process ` +
          'open a directory at a time.\n  Stop the server first, or run both on PostgreSQL: start the server with ' +
          'DATABASE_URL=postgres://… and run `npm run simulate -- --database-url postgres://…`.',
      );
    throw err;
  });
  const db = database.db;
  const writer = new ContentWriter(db);
  if (!(await writer.load())) {
    await database.close();
    throw new Error('the database has no accounts to write as: seed it first (`npm start` once, or `npm run seed`)');
  }
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite ${config.DATA_DIR}`;
  const waves = args.includes('--waves')
    ? new WaveWriter(
        db,
        (items) => items[Math.floor(Math.random() * items.length)]!,
        (p) => Math.random() < p,
      )
    : null;
  process.stdout.write(`simulate: ${rate} rows/s into ${where}${waves ? ', with waves' : ''}; Ctrl+C stops\n`);
  let campaign: Campaign | null = null;
  let campaigns = 0;

  let stopping = false;
  const stop = () => {
    stopping = true;
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const started = performance.now();
  const total = Object.fromEntries(SIMULATED_KINDS.map((k) => [k, 0])) as Record<SimulatedKind, number>;
  const totalHits = { flag: 0, hold: 0, block: 0 } as Record<string, number>;
  let second = Object.fromEntries(SIMULATED_KINDS.map((k) => [k, 0])) as Record<SimulatedKind, number>;
  let lastHit = (await hitsSince(db, 0)).last;
  let secondStart = performance.now();
  let written = 0;
  // A tick every 100 ms writes the rows due by then, so the rate holds whatever each insert costs.
  while (!stopping) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate) - written;
    // Stop writing at the second's end to print its line; what is still due is written next.
    for (let i = 0; i < due && !stopping && performance.now() - secondStart < 1000; i++) {
      const kind = writer.nextKind();
      await writer.write(kind);
      second[kind] += 1;
      total[kind] += 1;
      written += 1;
    }
    if (waves && !stopping) {
      if (campaign === null || campaign.written >= campaign.posts) {
        campaign = await waves.startCampaign();
        campaigns += 1;
        process.stdout.write(
          `wave: campaign ${campaigns}: ${campaign.posts} posts from ${campaign.accounts.length} fresh accounts ` +
            `over ${campaign.spanSeconds} s\n`,
        );
        const reported = await waves.reportWave();
        if (reported) {
          second.report += reported.reports;
          total.report += reported.reports;
          process.stdout.write(
            `wave: report wave: ${reported.reports} fresh accounts report moment ${reported.target}\n`,
          );
        }
      }
      // On top of the rate: a campaign's posts and its report wave are not part of the N per second.
      const posted = await waves.postDue(campaign);
      second.moment += posted;
      total.moment += posted;
    }
    if (performance.now() - secondStart >= 1000 || stopping) {
      const hits = await hitsSince(db, lastHit);
      lastHit = hits.last;
      for (const a of ['flag', 'hold', 'block']) totalHits[a] = (totalHits[a] ?? 0) + (hits.by[a] ?? 0);
      const n = SIMULATED_KINDS.reduce((s, k) => s + second[k], 0);
      const parts = SIMULATED_KINDS.map((k) => `${SHORT[k]} ${second[k]}`).join(', ');
      const clock = new Date().toISOString().slice(11, 19);
      process.stdout.write(
        `${clock} +${n}: ${parts} | rule hits: flag ${hits.by.flag}, hold ${hits.by.hold}, block ${hits.by.block}\n`,
      );
      second = Object.fromEntries(SIMULATED_KINDS.map((k) => [k, 0])) as Record<SimulatedKind, number>;
      secondStart = performance.now();
    }
    if (!stopping) await new Promise((r) => setTimeout(r, 100));
  }
  await database.close();
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `simulate: stopped after ${seconds.toFixed(1)} s: ${SIMULATED_KINDS.reduce((n, k) => n + total[k], 0)} rows (` +
      SIMULATED_KINDS.map((k) => `${SHORT[k]} ${total[k]}`).join(', ') +
      `); rule hits: flag ${totalHits.flag}, hold ${totalHits.hold}, block ${totalHits.block}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`simulate: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
