import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../client';
import { dropForBulkLoad, fixIdentity, restoreAfterBulkLoad } from './bulk-load';
import { ContentModel } from './content-model';
import { DEMO_ADMINS } from './demo-admins';
import { Progress } from './progress';
import { seedAccounts } from './seed-accounts';
import { seedDemoAdmins } from './seed-admins';
import { seedChannels } from './seed-channels';
import { exec, timed, type SeedAdmins, type SeedContext } from './seed-context';
import { seedAccountCounts } from './seed-counts';
import { raiseLastActive } from './seed-last-active';
import { seedMessages } from './seed-messages';
import { seedMoments } from './seed-moments';
import { seedNotifications } from './seed-notifications';
import { seedOrders } from './seed-orders';
import { seedProfiles } from './seed-profiles';
import { seedQuestions } from './seed-questions';
import { seedReports } from './seed-reports';
import { SEED_SIZES, type SeedScale } from './sizes';
import { tsLit } from './sql-expr';

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
  /** Seconds per step, summed over chunks. */
  timings: Record<string, number>;
  seconds: number;
}

/** Tables filled in bulk; their secondary indexes and foreign keys are rebuilt after the load. */
const BULK_TABLES = [
  'accounts', 'moments', 'moment_comments', 'questions', 'question_replies', 'reply_comments',
  'about_answers', 'avatar_certs', 'messages', 'reports', 'orders', 'refunds',
] as const;

/** Tables whose ids the seed writes itself (the others take them from their identity). */
const EXPLICIT_ID_TABLES = ['accounts', 'moments', 'moment_comments', 'questions', 'question_replies', 'reply_comments', 'messages', 'reports', 'orders'];

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
  const totalWeight = Object.values(sizes).reduce((s, v) => s + (v > 1 ? v : 0), 0) * 2 + sizes.accounts * 2;
  const progress = new Progress(options.progress, totalWeight, `seed ${options.scale}`);
  const timings: Record<string, number> = {};

  await db.transaction(async (tx) => {
    await refuseNonEmpty(tx);
    // The pool's statement timeout is for requests; a bulk load legitimately runs longer.
    await exec2(tx, `SET LOCAL statement_timeout = 0`);
    await exec2(tx, `SET LOCAL work_mem = '128MB'`);
    await exec2(tx, `SET LOCAL maintenance_work_mem = '256MB'`);

    const ids = await seedDemoAdmins(tx);
    const admins = adminRefs(ids);
    await seedChannels(tx, now);
    const ctx: SeedContext = { db: tx, sizes, model: new ContentModel(sizes), now: tsLit(now), nowMs: now.getTime(), admins, progress, timings };

    const saved = await dropForBulkLoad(tx, BULK_TABLES);
    await seedAccountCounts(ctx);
    await seedAccounts(ctx);
    await seedMoments(ctx);
    await seedQuestions(ctx);
    await seedProfiles(ctx);
    await seedMessages(ctx);
    await seedReports(ctx);
    await seedOrders(ctx);
    await raiseLastActive(ctx);
    await restoreAfterBulkLoad(tx, saved, (label, run) => timed(ctx, 'indexes and foreign keys', 0, run).then(() => void label));
    for (const table of EXPLICIT_ID_TABLES) await fixIdentity(tx, table);
    await seedNotifications(ctx);
    // PGlite has no autovacuum: without this the planner would know nothing of the new rows.
    await timed(ctx, 'analyze', 0, () => exec(ctx, `ANALYZE ${BULK_TABLES.join(', ')}`));
  });
  progress.finish();

  const rows: Record<string, number> = {};
  for (const table of [...BULK_TABLES, 'apk_channels', 'admins', 'notifications']) {
    const [row] = await queryRows<{ n: number }>(db, sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
    rows[table] = row?.n ?? 0;
  }
  return { scale: options.scale, rows, timings, seconds: (performance.now() - started) / 1000 };
}

function exec2(db: Db, text: string) {
  return db.execute(sql.raw(text));
}

async function refuseNonEmpty(db: Db) {
  const [row] = await queryRows<{ admins: number; accounts: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM admins) AS admins, (SELECT count(*)::int FROM accounts) AS accounts`,
  );
  if ((row?.admins ?? 0) > 0 || (row?.accounts ?? 0) > 0) {
    throw new Error('the database already holds admins or accounts; the demo data set is seeded into an empty database only');
  }
}

function adminRefs(ids: Map<string, number>): SeedAdmins {
  const all = DEMO_ADMINS.map((a) => ({ id: ids.get(a.username) ?? 0, username: a.username, roles: a.roles }));
  const moderators = all.filter((a) => a.roles.some((r) => r === 'ADMIN_ROOT' || r === 'BACKEND_SUPPORT_AGENT')).map((a) => a.id);
  return { moderators, all };
}
