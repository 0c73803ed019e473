import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ruleBacklogRuns, rules } from '../../db/schema/rules';
import { MODERATED } from '../../db/moderation-tables';
import { accounts } from '../../db/schema/content';
import { deriveRule, insertHits, markHolding, pendingBatch, pendingCount } from '../../db/rule-content';
import type { ApiParsedBody, ApiReply } from '#contract/api';
import type { BacklogRun } from '#contract/api/rules';
import type { Actor } from '../../domain/actor';
import { notFound, refused } from '../../domain/api-error';
import { recordAction } from '../core/action-log';
import { changeRows } from '../core/change-rows';
import { inTransaction } from '../core/transaction';

type RunRow = typeof ruleBacklogRuns.$inferSelect;

const toRun = (r: RunRow): BacklogRun => ({
  id: r.id,
  ruleId: r.ruleId,
  status: r.status,
  kindsLeft: r.kindsLeft,
  total: r.total,
  scanned: r.scanned,
  matched: r.matched,
  batchSize: r.batchSize,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
});

/** Runs this process is walking; a run in the table but not here (a restart) is resumed when asked. */
const walking = new Map<number, Promise<void>>();

async function latestRun(db: Db, ruleId: number): Promise<RunRow | undefined> {
  const [run] = await db
    .select()
    .from(ruleBacklogRuns)
    .where(eq(ruleBacklogRuns.ruleId, ruleId))
    .orderBy(desc(ruleBacklogRuns.id))
    .limit(1);
  return run;
}

export async function backlogProgress(db: Db, ruleId: number): Promise<ApiReply<'/admins/rules/backlog-progress'>> {
  const run = await latestRun(db, ruleId);
  return { run: run ? toRun(run) : null };
}

/**
 * Re-matches the PENDING rows of the rule's kinds against it, in id order, one bounded batch per
 * transaction (rows are read without locks; only the rows a hold or block changes are locked, as
 * any moderator's decision locks them), so writers are never blocked for longer than a batch's
 * few row locks. The run's position is saved with each batch: asking again after a restart
 * resumes where it stopped. A rule changed meanwhile ends the run as failed.
 */
export async function applyBacklog(
  db: Db,
  actor: Actor,
  body: ApiParsedBody<'/admins/rules/apply-backlog'>,
): Promise<ApiReply<'/admins/rules/apply-backlog'>> {
  const [rule] = await db.select().from(rules).where(eq(rules.id, body.ruleId)).limit(1);
  if (!rule) throw notFound('rule');
  if (!rule.enabled)
    throw refused('RULE_DISABLED', 'The rule is disabled: enable it before applying it to the backlog');
  if (rule.velocityItems !== null || rule.duplicateItems !== null)
    throw refused('RULE_VELOCITY', 'A velocity rule counts items as they arrive: it cannot be applied to the backlog');
  const last = await latestRun(db, rule.id);
  let run: RunRow;
  let resumed = false;
  if (last && last.status === 'running' && last.ruleVersion === rule.version) {
    run = last;
    resumed = true;
  } else {
    let total = 0;
    for (const k of rule.contentKinds) total += await pendingCount(db, k);
    run = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(ruleBacklogRuns)
        .values({
          ruleId: rule.id,
          ruleVersion: rule.version,
          kindsLeft: rule.contentKinds,
          total,
          batchSize: body.batchSize,
          startedBy: actor.adminId,
        })
        .returning();
      await recordAction(tx, {
        ...actor,
        action: 'rule.apply_backlog',
        targetType: 'rule',
        targetId: rule.id,
        after: { runId: created!.id, total, batchSize: body.batchSize, kinds: rule.contentKinds },
      });
      return created!;
    });
  }
  if (!walking.has(run.id)) {
    const done = walk(db, run.id, actor).finally(() => walking.delete(run.id));
    walking.set(run.id, done);
  }
  return { run: toRun(run), resumed };
}

/** Waits for this process's walk of a run (tests and the simulator). */
export const backlogWalk = (runId: number) => walking.get(runId) ?? Promise.resolve();

async function walk(db: Db, runId: number, actor: Actor): Promise<void> {
  try {
    while (await step(db, runId, actor)) {
      // Give the event loop (and on PGlite the one connection) to other requests between batches.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch (err) {
    await db
      .update(ruleBacklogRuns)
      .set({ status: 'failed', error: (err as Error).message.slice(0, 500), updatedAt: sql`now()` })
      .where(eq(ruleBacklogRuns.id, runId));
  }
}

/** One batch; false once the run has ended. */
async function step(db: Db, runId: number, actor: Actor): Promise<boolean> {
  const [run] = await db.select().from(ruleBacklogRuns).where(eq(ruleBacklogRuns.id, runId)).limit(1);
  if (!run || run.status !== 'running') return false;
  const [rule] = await db.select().from(rules).where(eq(rules.id, run.ruleId)).limit(1);
  if (!rule || rule.version !== run.ruleVersion || !rule.enabled) {
    await db
      .update(ruleBacklogRuns)
      .set({ status: 'failed', error: 'the rule changed during the run', updatedAt: sql`now()` })
      .where(eq(ruleBacklogRuns.id, runId));
    return false;
  }
  const kind = run.kindsLeft[0];
  if (kind === undefined) {
    await db
      .update(ruleBacklogRuns)
      .set({ status: 'done', updatedAt: sql`now()`, finishedAt: sql`now()` })
      .where(eq(ruleBacklogRuns.id, runId));
    return false;
  }
  const rows = await pendingBatch(db, kind, await deriveRule(db, rule), run.afterId, run.batchSize);
  await inTransaction(db, async (tx) => {
    const hits = rows.filter((r) => r.hit).map((r) => r.id);
    const fresh = await insertHits(tx, rule.id, kind, rule.action, hits);
    if (rule.action !== 'flag' && fresh.length > 0) {
      const t = MODERATED[kind];
      // A nickname's hold hides the nickname, not the account (as the trigger does).
      const desired =
        kind === 'account'
          ? rule.action === 'block'
            ? { nicknameHidden: [accounts.nicknameHidden, true] as const, enabled: [t.enabled, false] as const }
            : { nicknameHidden: [accounts.nicknameHidden, true] as const }
          : { enabled: [t.enabled, false] as const };
      const outcome = await changeRows(
        tx,
        { table: t, action: `rule.${rule.action}`, desired },
        { ids: fresh, reason: `rule: ${rule.name} (backlog)` },
        actor,
      );
      if (rule.action === 'hold') await markHolding(tx, rule.id, kind, outcome.changed);
    }
    const lastRow = rows[rows.length - 1];
    await tx
      .update(ruleBacklogRuns)
      .set(
        lastRow
          ? {
              afterId: lastRow.id,
              scanned: sql`${ruleBacklogRuns.scanned} + ${rows.length}`,
              matched: sql`${ruleBacklogRuns.matched} + ${hits.length}`,
              updatedAt: sql`now()`,
            }
          : { kindsLeft: run.kindsLeft.slice(1), afterId: 0, updatedAt: sql`now()` },
      )
      .where(eq(ruleBacklogRuns.id, runId));
  });
  return true;
}
