import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { dropForBulkLoad, fixIdentity, restoreTable, type SavedDefinitions } from './bulk-load';
import { ContentModel } from './content-model';
import { DEMO_ADMINS } from './demo-admins';
import { Progress } from './progress';
import { seedAccounts } from './seed-accounts';
import { seedDemoAdmins } from './seed-admins';
import { seedDecisions } from './seed-decisions';
import { seedChannels } from './seed-channels';
import { chunkRowsFor, exec, timed, type SeedAdmins, type SeedContext } from './seed-context';
import { seedAccountCounts } from './seed-counts';
import { seedMessages } from './seed-messages';
import { seedMoments } from './seed-moments';
import { seedNotifications } from './seed-notifications';
import { seedOrders } from './seed-orders';
import { seedProfiles } from './seed-profiles';
import { seedQuestions } from './seed-questions';
import { seedReports } from './seed-reports';
import { seedDemoRules } from './seed-rules';
import { seedDemoWaves } from './seed-waves';
import { seedDemoEnforcements } from './seed-enforcements';
import { finishBulkDerived, finishStandingReports, suspendRowTriggers } from './seed-risk';
import { SEED_SIZES, type SeedScale, type SeedSizes } from './sizes';
import { tsLit } from './sql-expr';
import { rebuildPaidRollup, suspendPaidRollup } from '../paid-rollup';

export type { SeedScale } from './sizes';

export interface SeedOptions {
  scale: SeedScale;
  progress: boolean;
  /** The instant the data set is built around (default: the real now); tests pin it. */
  now?: Date;
}

export interface SeedReport {
  scale: SeedScale;
  rows: Record<string, number>;
  /** Seconds per step (loads summed over chunks; `indexes <table>` is its index and foreign-key rebuild). */
  timings: Record<string, number>;
  /** The whole seed transaction, admins' password hashing included, the row counts above excluded. */
  seconds: number;
}

/**
 * The bulk steps in order, with the tables each fills; a table's indexes come back after its step,
 * then `indexed` runs (work that reads the loaded table through its indexes).
 */
const STEPS: readonly {
  run: (ctx: SeedContext) => Promise<void>;
  tables: readonly string[];
  indexed?: (ctx: SeedContext) => Promise<void>;
}[] = [
  { run: seedAccountCounts, tables: [] },
  { run: seedAccounts, tables: ['accounts'] },
  { run: seedMoments, tables: ['moments', 'moment_comments'] },
  { run: seedQuestions, tables: ['questions', 'question_replies', 'reply_comments'] },
  { run: seedProfiles, tables: ['about_answers', 'avatar_certs'] },
  { run: seedMessages, tables: ['messages'] },
  {
    run: seedReports,
    tables: ['reports'],
    // Before anything reads the open reports (the todos, the risk scores), and before the
    // triggers are back: reports_standing finished them as they arrived, no update trigger saw it.
    indexed: (ctx) => timed(ctx, 'standing reports', 0, () => finishStandingReports(ctx.db)),
  },
  { run: seedOrders, tables: ['orders', 'refunds'] },
];

const BULK_TABLES = [
  'accounts',
  'moments',
  'moment_comments',
  'questions',
  'question_replies',
  'reply_comments',
  'about_answers',
  'avatar_certs',
  'messages',
  'reports',
  'orders',
  'refunds',
  // Counted from the loaded content in one statement, not kept row by row (seed-risk.ts).
  'author_records',
] as const;

const ROLLUP_TABLES = ['stats_paid_days', 'stats_payer_gaps'] as const;

/** Tables whose ids the seed writes itself (the others take them from their identity). */
const EXPLICIT_ID_TABLES = [
  'accounts',
  'moments',
  'moment_comments',
  'questions',
  'question_replies',
  'reply_comments',
  'messages',
  'reports',
  'orders',
];

/** A database with no admin has never been seeded (nor set up by `npm run admin`). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM admins`);
  return (row?.n ?? 0) === 0;
}

/**
 * Fills every table with the deterministic demo data set, in one transaction: a crash or an error
 * leaves the database as it was (empty), never seeded-but-half-empty.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const sizes = SEED_SIZES[options.scale];
  const now = options.now ?? new Date();
  const progress = new Progress(options.progress, progressWeight(sizes), `seed ${options.scale}`);
  const timings: Record<string, number> = {};
  const kind = await databaseKind(db);

  await db.transaction(async (tx) => {
    await refuseNonEmpty(tx);
    // The pool's statement timeout is for requests; a bulk load legitimately runs longer.
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    // Room for the joins' hash tables and the index sorts, for this transaction only.
    await tx.execute(sql`SET LOCAL work_mem = '128MB'`);
    await tx.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);

    // Orders arrive by the hundred thousand: the paid rollup is built once at the end instead.
    await suspendPaidRollup(tx);
    const admins = adminRefs(await seedDemoAdmins(tx));
    await seedChannels(tx, now);
    const ctx: SeedContext = {
      db: tx,
      sizes,
      model: new ContentModel(sizes),
      now: tsLit(now),
      nowMs: now.getTime(),
      admins,
      progress,
      timings,
      chunkRows: chunkRowsFor(kind),
    };
    const suspended = await suspendRowTriggers(ctx);
    const saved = await dropForBulkLoad(tx, BULK_TABLES);
    for (const step of STEPS) {
      await step.run(ctx);
      for (const table of step.tables) await restore(ctx, saved, table);
      await step.indexed?.(ctx);
    }
    for (const table of EXPLICIT_ID_TABLES) await fixIdentity(tx, table);
    await seedNotifications(ctx);
    await timed(ctx, 'paid rollup', sizes.orders / 10, () => rebuildPaidRollup(tx));
    await finishBulkDerived(ctx, suspended);
    await restore(ctx, saved, 'author_records');
    await timed(ctx, 'decisions', 1, () => seedDecisions(ctx));
    // Last, once the tables are loaded, indexed and counted: a few rows through the content triggers.
    await timed(ctx, 'demo rules', 1, () => seedDemoRules(ctx));
    // A spam campaign and a report wave in the last minutes, through the same triggers.
    await timed(ctx, 'demo waves', 1, () => seedDemoWaves(ctx));
    // Then warnings, suspensions, a ban, notes and appeals, through the enforcement triggers.
    await timed(ctx, 'demo enforcements', 1, () => seedDemoEnforcements(ctx));
    // PGlite has no autovacuum: without statistics the planner would know nothing of the new rows.
    for (const table of [...BULK_TABLES, ...ROLLUP_TABLES])
      await timed(ctx, 'analyze', sizes.accounts / 120, () => exec(ctx, `ANALYZE ${table}`));
  });
  progress.finish();
  const seconds = (performance.now() - started) / 1000;

  const rows: Record<string, number> = {};
  for (const table of [
    ...BULK_TABLES,
    'apk_channels',
    'admins',
    'notifications',
    'rules',
    'rule_hits',
    'enforcements',
    'account_notes',
  ]) {
    const [row] = await queryRows<{ n: number }>(db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
    rows[table] = row?.n ?? 0;
  }
  return { scale: options.scale, rows, timings, seconds };
}

function restore(ctx: SeedContext, saved: SavedDefinitions, table: string): Promise<void> {
  return timed(ctx, `indexes ${table}`, ctx.sizes.accounts / 10, () => restoreTable(ctx.db, saved, table));
}

/** Rough rows of work, so the bar advances evenly. */
function progressWeight(s: SeedSizes): number {
  const loads =
    s.accounts * 1.5 + s.moments + s.momentComments * 1.125 + s.questions + s.questionReplies * 1.125 + s.replyComments;
  const more =
    s.accounts * (1 + s.aboutAnswersPerAccount + s.avatarCertShare) + s.messages + s.reports + s.orders * 1.2;
  return loads + more + s.accounts * 0.5 + (s.accounts / 10) * 13;
}

async function databaseKind(db: Db): Promise<'pglite' | 'postgres'> {
  const [row] = await queryRows<{ v: string }>(db, sql`SELECT version() AS v`);
  return row?.v.includes('PGlite') ? 'pglite' : 'postgres';
}

async function refuseNonEmpty(db: Db) {
  const [row] = await queryRows<{ admins: number; accounts: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM admins) AS admins, (SELECT count(*)::int FROM accounts) AS accounts`,
  );
  if ((row?.admins ?? 0) > 0 || (row?.accounts ?? 0) > 0) {
    throw new Error(
      'the database already holds admins or accounts; the demo data set is seeded into an empty database only',
    );
  }
}

function adminRefs(ids: Map<string, number>): SeedAdmins {
  const all = DEMO_ADMINS.map((a) => ({
    id: ids.get(a.username) ?? 0,
    username: a.username,
    name: a.name,
    roles: a.roles,
  }));
  const moderators = all
    .filter((a) => a.roles.some((r) => r === 'ADMIN_ROOT' || r === 'BACKEND_SUPPORT_AGENT'))
    .map((a) => a.id);
  return { moderators, all };
}
