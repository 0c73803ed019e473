import { exec, timed, type SeedContext } from './seed-context';
import { EN_SPAM, ZH_SPAM } from './phrases-posts';
import { contentAudit, contentEnabled, moderationVersion, reviewedAt } from './row-status';
import { pickText } from './sql-expr';

/**
 * Pieces shared by the content inserts. Each insert is layers of subqueries, innermost first:
 * the row number, its age and author (closed form), a join for the parent's and the author's
 * times, then moderation state. `OFFSET 0` on each layer stops the planner from inlining the
 * layer below, which would evaluate the same hash chains once per reference.
 */

/** A phrase in the row's language (`zh`), or spam when the row is spam (`spam`). */
export function phrase(zh: readonly string[], en: readonly string[], salt: number): string {
  return `(CASE WHEN spam THEN (CASE WHEN zh THEN ${pickText(ZH_SPAM, 'n', salt)} ELSE ${pickText(EN_SPAM, 'n', salt)} END)
    WHEN zh THEN ${pickText(zh, 'n', salt)} ELSE ${pickText(en, 'n', salt)} END)`;
}

/** Adds `audit` and `enabled` to a joined row set with columns n, x (age in days) and spam. */
export function moderatedRows(joined: string): string {
  return `(SELECT *, ${contentEnabled('audit', 'n')} AS enabled
    FROM (SELECT *, ${contentAudit('x', 'n', 'spam')} AS audit FROM (${joined}) j OFFSET 0) st OFFSET 0) r`;
}

/** version, enabled, audit_status, created_at, updated_at of a moderated row. */
export function moderatedColumns(now: string): string {
  return `${moderationVersion('audit', 'enabled')}, enabled, audit, created, ${reviewedAt('audit', 'created', now, 'n')}`;
}

/**
 * A temporary table of children per parent (`parent` is the closed-form parent of child n), so
 * the parent rows can carry their counter when they are inserted, before their children.
 */
export async function childCounts(ctx: SeedContext, table: string, parent: string, children: number): Promise<void> {
  await timed(ctx, `${table}`, children / 8, async () => {
    await exec(
      ctx,
      `CREATE TEMP TABLE ${table} ON COMMIT DROP AS
       SELECT ${parent} AS parent_id, count(*)::int AS cnt FROM generate_series(1, ${children}) n GROUP BY 1`,
    );
    await exec(ctx, `ALTER TABLE ${table} ADD PRIMARY KEY (parent_id)`);
    // Temporary tables are never auto-analyzed; the joins need to know their size.
    await exec(ctx, `ANALYZE ${table}`);
  });
}
