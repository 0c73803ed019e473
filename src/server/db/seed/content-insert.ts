import { chunked, exec, timed, type SeedContext } from './seed-context';
import { EN_SPAM, ZH_SPAM } from './phrases-posts';
import { contentAudit, contentEnabled, isSpam, moderationVersion, reviewedAt } from './row-status';
import { riskColumns } from './risk-columns';
import { SALT } from './salts';
import { days, pickText } from './sql-expr';

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
  return `${moderationVersion('audit', 'enabled')} AS version, enabled, audit AS audit_status, created AS created_at,
    ${reviewedAt('audit', 'created', now, 'n')} AS updated_at`;
}

/**
 * INSERT … SELECT for rows that must follow another row (a comment after its post, a message
 * after both sides registered, a report after its target) and so can land after their author's
 * lastActiveAt: the same statement moves that lastActiveAt up, so "last active" is never earlier
 * than anything the account did. `select` names every column of `columns`, plus
 * `author_last_active` (the author's lastActiveAt before this statement).
 */
export function insertRaisingLastActive(
  table: string,
  columns: string,
  select: string,
  author: string,
  time: string,
): string {
  return `WITH r AS MATERIALIZED (${select}),
    ins AS (INSERT INTO ${table} (${columns}) SELECT ${columns} FROM r)
    UPDATE accounts a SET last_active_at = x.t
    FROM (SELECT ${author} AS account_id, max(${time}) AS t FROM r WHERE ${time} > author_last_active GROUP BY 1) x
    WHERE a.id = x.account_id AND x.t > a.last_active_at`;
}

/**
 * `enabled` of content rows from their closed form alone: `base` selects n and x (age in days) and
 * any other column; the result adds spam, audit and enabled exactly as the inserts compute them,
 * so a counter of enabled rows can be computed before the rows exist.
 */
export function enabledRows(base: string, spamShare: number): string {
  return moderatedRows(`SELECT b.*, ${isSpam('b.n', SALT.spam, spamShare)} AS spam FROM (${base} OFFSET 0) b`);
}

/**
 * A temporary table of ENABLED children per parent, the definition moderation keeps up (disabling
 * a child takes one off its parent, see MODERATED), so the parent rows can carry their counter when
 * they are inserted, before their children. Partial counts per chunk, summed at the end.
 */
export async function childCounts(
  ctx: SeedContext,
  label: string,
  table: string,
  spec: ChildSpec,
  children: number,
): Promise<void> {
  await exec(ctx, `CREATE TEMP TABLE ${table}_parts (parent_id int, cnt int) ON COMMIT DROP`);
  const p = spec.parentColumn;
  await chunked(
    ctx,
    label,
    children,
    (lo, hi) => `
    INSERT INTO ${table}_parts
    SELECT ${p}, count(*) FILTER (WHERE enabled) FROM ${enabledRows(
      `SELECT n, ${p}, ${spec.age(p, 'n')} AS x
      FROM (SELECT n, ${spec.parent('n')} AS ${p} FROM generate_series(${lo}, ${hi}) n OFFSET 0) p`,
      spec.spamShare,
    )} GROUP BY 1`,
    1 / 16,
  );
  await timed(ctx, label, children / 16, async () => {
    await exec(
      ctx,
      `CREATE TEMP TABLE ${table} ON COMMIT DROP AS
       SELECT parent_id, sum(cnt)::int AS cnt FROM ${table}_parts GROUP BY 1`,
    );
    await exec(ctx, `ALTER TABLE ${table} ADD PRIMARY KEY (parent_id)`);
    // Temporary tables are never auto-analyzed; the joins need to know their size.
    await exec(ctx, `ANALYZE ${table}`);
  });
}

/** A content row that hangs under a parent row: a comment, a reply, a comment on a reply. */
export interface ChildSpec {
  table: string;
  parentTable: string;
  parentColumn: string;
  /** Closed-form parent id of child n. */
  parent: (n: string) => string;
  /** Age in days of child n, given its parent's id. */
  age: (parent: string, n: string) => string;
  /** Closed-form author of child n, given its age. */
  author: (age: string, n: string) => string;
  /** The text, over columns n, zh and spam. */
  text: string;
  spamShare: number;
}

/**
 * Children lo…hi of `spec`: after their parent and their author's registration, in the author's
 * language, moderated like any content, raising the author's lastActiveAt where needed.
 */
export function childInsert(ctx: SeedContext, spec: ChildSpec, lo: number, hi: number): string {
  const { model, now } = ctx;
  const p = spec.parentColumn;
  return insertRaisingLastActive(
    spec.table,
    `id, version, enabled, audit_status, created_at, updated_at, ${p}, account_id, text, risk_parts, risk_score`,
    `SELECT n AS id, ${moderatedColumns(now)}, ${p}, account_id, ${spec.text} AS text,
      ${riskColumns('author_registered', 'created')}, author_last_active
    FROM ${moderatedRows(`SELECT c.n, c.x, c.${p}, c.account_id, a.last_active_at AS author_last_active, a.registered_at AS author_registered,
        greatest(${now} - ${days('c.x')}, parent.created_at, a.registered_at) AS created,
        ${model.rowIsZh('c.account_id', 'c.n')} AS zh, ${isSpam('c.n', SALT.spam, spec.spamShare)} AS spam
      FROM (SELECT n, x, ${p}, ${spec.author('x', 'n')} AS account_id
        FROM (SELECT n, ${p}, ${spec.age(p, 'n')} AS x
          FROM (SELECT n, ${spec.parent('n')} AS ${p} FROM generate_series(${lo}, ${hi}) n OFFSET 0) p OFFSET 0) s
        OFFSET 0) c
      JOIN ${spec.parentTable} parent ON parent.id = c.${p}
      JOIN accounts a ON a.id = c.account_id`)}`,
    'account_id',
    'created_at',
  );
}
